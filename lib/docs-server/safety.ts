/**
 * Argument screening (spec, Authentication 5: "tokens, keys and personal data must not be passed in its
 * arguments"). Every argument of every tool, prompt and resource address goes through here before any work;
 * a hit refuses the call, names the argument and the kind of data, and never repeats or logs the value.
 *
 * Free text is checked by content (CPF with valid check digits, e-mail, phone, bearer token, JWT, key=value
 * secrets, known key formats, long random strings; a valid CNPJ next to words about a person). JSON payloads
 * (`dados`) are also checked by field name, with lib/log's table of personal keys: a value under
 * `registrationNumber`, `name`, `email`, `client_secret`... is refused unless it is a placeholder such as
 * `{{cpf}}`. Company fields (employer...) stay allowed: a company's CNPJ is not personal data.
 */
import { isValidCnpj, isValidCpf } from "@/lib/contract/tax-ids";
import { findEmails } from "@/lib/log/find-emails";
import { type PersonalDataKind, personalDataKindOf } from "@/lib/log/mask";
import { DEMO_EXTRA_API_CLIENTS, DEMO_PARTNERS } from "@/lib/credit/sandbox/demo-partners";
import { REGULAR_EXAMPLE_CPFS } from "@/lib/credit/sandbox/special-cpfs";
import { DEMO_OPERATOR_PASSWORD, DEMO_ORGANIZATIONS } from "@/lib/portal/seed/demo-portal";
import { SPECIAL_CPFS } from "./content/sandbox";

export type SensitiveKind = "cpf" | "cnpj-pessoa" | "email" | "telefone" | "token" | "chave" | "senha" | "dado-pessoal";

export interface Refusal {
  readonly argument: string;
  /** JSON path inside a payload argument, when the hit is there. */
  readonly field?: string;
  /** What was refused: sensitive data, an argument beyond the size bounds, or an address that does not decode. */
  readonly kind: SensitiveKind | "tamanho" | "codificacao";
  readonly message: string;
}

/**
 * Size bounds, checked before any screening or work: one payload argument (`dados`, as text or as JSON), every
 * argument of a call together, and the nesting of a payload. A real `dados` payload (a whole creation body) is
 * a few kilobytes. `maxPayloadChars` is also the `maxLength` the tool schema declares for `dados` as text
 * (tools/register.ts), and fits inside the HTTP bounds of /mcp (40,000 characters per string, 64 KiB per body).
 */
export const ARGUMENT_LIMITS = { maxPayloadChars: 30_000, maxTotalChars: 32_768, maxDepth: 20 } as const;

const kindLabels: Readonly<Record<SensitiveKind, { readonly what: string; readonly placeholder: string }>> = {
  cpf: { what: "um CPF", placeholder: "{{cpf}}" },
  "cnpj-pessoa": { what: "o CNPJ de uma pessoa", placeholder: "{{cnpj}}" },
  email: { what: "um e-mail", placeholder: "{{email}}" },
  telefone: { what: "um telefone", placeholder: "{{telefone}}" },
  token: { what: "um token de acesso", placeholder: "{{accessToken}}" },
  chave: { what: "uma chave ou segredo", placeholder: "{{client_secret}}" },
  senha: { what: "uma senha", placeholder: "{{senha}}" },
  "dado-pessoal": { what: "dado pessoal (nome, documento, data de nascimento, endereço, conta ou contato)", placeholder: "{{valor}}" },
};

/** `{{cpf}}`, `<ACCESS_TOKEN>` and already-masked values (`***.456.789-**`) carry no data. */
export function isPlaceholder(value: string): boolean {
  const text = value.trim();
  return /^\{\{[^{}]{1,80}\}\}$/.test(text) || /^<[^<>]{1,80}>$/.test(text) || text.includes("***");
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const INLINE_PLACEHOLDER = /\{\{[^{}]{1,80}\}\}|<[A-Za-z_][\w -]{0,60}>/g;

// Patterns below run on attacker-controlled text: each is linear (bounded runs, or a lookbehind that keeps a
// scan from restarting inside a run it already covered); e-mails are found by lib/log/find-emails.ts.
const JWT = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/;
const BEARER = /\bBearer\s+[A-Za-z0-9\-._~+/]{12,}=*/i;
const KNOWN_KEY_FORMATS = [
  /\b[sprk]k_(?:live|test)_[A-Za-z0-9]{8,}/,
  /\bsk-[A-Za-z0-9_-]{16,}/,
  /\bgh[pousr]_[A-Za-z0-9]{20,}/,
  /\bgithub_pat_\w{20,}/,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/,
  /\bAKIA[0-9A-Z]{16}\b/,
  /\bAIza[0-9A-Za-z_-]{30,}/,
  /\bglpat-[A-Za-z0-9_-]{20,}/,
];
const SECRET_NAMES = "password|passwd|pwd|senha|secret|client_secret|clientsecret|api[_-]?key|access[_-]?token|refresh[_-]?token|token|authorization";
const SECRET_ASSIGNMENT = new RegExp(`\\b(${SECRET_NAMES})\\b["']?\\s*[:=]\\s*["']?([^\\s"',;&}]+)`, "gi");
/** The same names followed by the value after a space (`senha portal-demo-2026`): only a value that mixes letters and digits counts. */
const SECRET_AFTER_SPACE = new RegExp(`\\b(${SECRET_NAMES})\\b["']?\\s+["']?([^\\s"',;&}]{8,})`, "gi");
/** A long run of letters and digits (no slashes, so routes never match), like an API key or a hash. */
const LONG_RANDOM = /(?<![A-Za-z0-9_+=-])[A-Za-z0-9_+=-]{32,}(?![A-Za-z0-9_+=-])/g;
/** RFC 2606 and their pt-BR counterparts: documentation examples, nobody's address. */
const EXAMPLE_EMAIL_DOMAIN = /@(?:[a-z0-9-]+\.)*(?:example\.(?:com|org|net)|exemplo\.com(?:\.br)?)$/i;
const CPF_SHAPED = /(?<![\dA-Za-z])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\dA-Za-z])/g;
const MOBILE = /(?<![\dA-Za-z])(?:\+?55\s?)?(?:\(\d{2}\)\s?|\d{2}\s?)9\d{4}[-\s]?\d{4}(?![\dA-Za-z])/;
const MOBILE_WITHOUT_AREA_CODE = /(?<![\dA-Za-z-])9\d{4}-\d{4}(?![\dA-Za-z])/;
const FORMATTED_LANDLINE = /(?<![\dA-Za-z])(?:\+?55\s?)?(?:\(\d{2}\)\s?|\d{2}\s)[2-5]\d{3}-?\d{4}(?![\dA-Za-z])/;
const CNPJ_SHAPED = /(?<![\dA-Za-z])\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}(?![\dA-Za-z])/g;
const ABOUT_A_PERSON = /\b(mei|microempreendedor|pessoa|tomador|titular|cliente|trabalhador|socio|empresario individual)\b/i;

function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/** The sandbox's published CPFs are fictitious test data, like a payment provider's test cards. */
const SANDBOX_CPFS: ReadonlySet<string> = new Set([...SPECIAL_CPFS, ...REGULAR_EXAMPLE_CPFS].map((entry) => digitsOf(entry.cpf)));

function isPersonalCpf(text: string): boolean {
  const digits = digitsOf(text);
  return isValidCpf(digits) && !SANDBOX_CPFS.has(digits);
}

/** Two digits, two letters and twelve distinct characters: stops as soon as they are seen (tokens may be long). */
function looksRandom(token: string): boolean {
  let digits = 0;
  let letters = 0;
  const distinct = new Set<number>();
  for (let index = 0; index < token.length; index++) {
    const code = token.charCodeAt(index);
    if (code >= 0x30 && code <= 0x39) digits++;
    else if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) letters++;
    distinct.add(code);
    if (digits >= 2 && letters >= 2 && distinct.size >= 12) return true;
  }
  return false;
}

function secretNameKind(name: string): SensitiveKind {
  return /senha|pass|pwd/i.test(name) ? "senha" : "chave";
}

function secretAssignmentKind(text: string): SensitiveKind | undefined {
  for (const match of text.matchAll(SECRET_ASSIGNMENT)) {
    const [, name = "", value = ""] = match;
    if (isPlaceholder(value)) continue;
    // "client_secret: obrigatório" is prose; a secret has a digit or symbol, or is long.
    if (/[^\p{L}]/u.test(value) || value.length >= 12) return secretNameKind(name);
  }
  for (const match of text.matchAll(SECRET_AFTER_SPACE)) {
    const [, name = "", value = ""] = match;
    // "token client_credentials", "senha expirada" are prose; "token 401" is too short to match.
    if (!isPlaceholder(value) && /\p{L}/u.test(value) && /\d/.test(value)) return secretNameKind(name);
  }
  return undefined;
}

/**
 * The sandbox's own credentials are published (docs/credit-api.md, `npm start`'s banner), so partners paste them: they are
 * refused however written ("sandbox centro 2026", "SANDBOX_CENTRO_2026"), compared on letters and digits only.
 */
const PUBLISHED_SECRETS: readonly string[] = [
  ...DEMO_PARTNERS.map((partner) => partner.clientSecret),
  ...DEMO_EXTRA_API_CLIENTS.map((client) => client.clientSecret),
  ...DEMO_ORGANIZATIONS.flatMap((organization) => organization.branches.map((branch) => branch.apiClientSecret)),
  DEMO_OPERATOR_PASSWORD,
].map(lettersAndDigits);

function lettersAndDigits(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function publishedSecretKind(text: string): SensitiveKind | undefined {
  const compact = lettersAndDigits(text);
  if (compact.includes(lettersAndDigits(DEMO_OPERATOR_PASSWORD))) return "senha";
  return PUBLISHED_SECRETS.some((secret) => compact.includes(secret)) ? "chave" : undefined;
}

/** The kind of sensitive data found in free text, or `undefined`. */
export function sensitiveKindInText(input: string): SensitiveKind | undefined {
  const text = input.replace(UUID, " ").replace(INLINE_PLACEHOLDER, " ");
  if (JWT.test(text) || BEARER.test(text)) return "token";
  if (KNOWN_KEY_FORMATS.some((pattern) => pattern.test(text))) return "chave";
  const assignment = secretAssignmentKind(text) ?? publishedSecretKind(text);
  if (assignment !== undefined) return assignment;
  if ([...text.matchAll(LONG_RANDOM)].some(([token]) => looksRandom(token))) return "chave";
  if (findEmails(text).some(({ start, end }) => !EXAMPLE_EMAIL_DOMAIN.test(text.slice(start, end)))) return "email";
  if ([...text.matchAll(CPF_SHAPED)].some(([cpf]) => isPersonalCpf(cpf))) return "cpf";
  if (MOBILE.test(text) || MOBILE_WITHOUT_AREA_CODE.test(text) || FORMATTED_LANDLINE.test(text)) return "telefone";
  const hasCnpj = [...text.matchAll(CNPJ_SHAPED)].some(([cnpj]) => isValidCnpj(digitsOf(cnpj)));
  if (hasCnpj && ABOUT_A_PERSON.test(text.normalize("NFD").replace(/\p{Diacritic}/gu, ""))) return "cnpj-pessoa";
  return undefined;
}

/** Kinds whose key also covers a whole object below it (an `address: {...}` is personal as a whole). */
const KINDS_COVERING_OBJECTS: ReadonlySet<PersonalDataKind> = new Set(["secret", "hidden"]);

/** Personal-data kind of a payload key; company keys (employer...) are not personal. */
export function personalKeyKind(key: string, parentKey: string | undefined): PersonalDataKind | undefined {
  const normalized = key.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (/employer|company|correspondent/.test(normalized)) return undefined;
  if (normalized === "clientid") return "secret";
  // The number of an identity document (RG, CNH) under `identityDocument`.
  if (normalized === "number" && parentKey !== undefined && /document/i.test(parentKey)) return "document";
  return personalDataKindOf(key);
}

function kindOfKeyedValue(keyKind: PersonalDataKind, value: string): SensitiveKind {
  if (keyKind === "secret") return /pass|senha/i.test(value) ? "senha" : "chave";
  if (keyKind === "email") return "email";
  if (keyKind === "phone") return "telefone";
  if (keyKind === "document") {
    const digits = digitsOf(value);
    if (digits.length === 14) return "cnpj-pessoa";
    if (digits.length === 11) return "cpf";
  }
  return "dado-pessoal";
}

interface Hit {
  readonly kind: SensitiveKind;
  readonly field?: string;
}

function joinPath(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path === "" ? key : `${path}.${key}`;
}

function screenValue(value: unknown, path: string, key: string | undefined, keyKind: PersonalDataKind | undefined, depth: number): Hit | undefined {
  // Deeper payloads were refused by oversizedArgument before screening started.
  if (depth > ARGUMENT_LIMITS.maxDepth) return undefined;
  if (typeof value === "string" || typeof value === "number") {
    const text = String(value);
    if (keyKind !== undefined && text.trim() !== "" && !isPlaceholder(text)) {
      return { kind: kindOfKeyedValue(keyKind, text), field: path };
    }
    const kind = typeof value === "string" ? sensitiveKindInText(value) : undefined;
    return kind === undefined ? undefined : { kind, field: path };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const hit = screenValue(item, joinPath(path, index), key, keyKind, depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  if (typeof value === "object" && value !== null) {
    const inherited = keyKind !== undefined && KINDS_COVERING_OBJECTS.has(keyKind) ? keyKind : undefined;
    for (const [childKey, child] of Object.entries(value)) {
      const keyHit = sensitiveKindInText(childKey);
      if (keyHit !== undefined) return { kind: keyHit, field: path };
      const childKind = personalKeyKind(childKey, key) ?? inherited;
      const hit = screenValue(child, joinPath(path, childKey), childKey, childKind, depth + 1);
      if (hit) return hit;
    }
  }
  return undefined;
}

export function refusalMessage(argument: string, hit: Hit): string {
  const { what, placeholder } = kindLabels[hit.kind];
  const where = hit.field ? `\`${argument}\` (campo \`${hit.field}\`)` : `\`${argument}\``;
  return [
    `Argumento recusado: ${where} parece conter ${what}.`,
    "Este servidor de documentação não recebe credenciais (token, chave, senha) nem dados pessoais (CPF, CNPJ de pessoa, e-mail, telefone): especificação, Autenticação 5.",
    `Remova o valor ou use um marcador como ${placeholder}; marcadores {{...}} são aceitos e não são conferidos. O valor enviado não foi guardado nem registrado.`,
  ].join(" ");
}

/** Nesting depth of a JSON value, counted without recursion (a hostile payload may be deep). */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: Array<readonly [unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    if (typeof current === "object" && current !== null) {
      for (const child of Object.values(current)) pending.push([child, depth + 1]);
    }
  }
  return deepest;
}

/** The first argument beyond the size bounds (all arguments together too long, or a payload too deep). */
export function oversizedArgument(args: Readonly<Record<string, unknown>>): Refusal | undefined {
  let total = 0;
  for (const [argument, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    const length = typeof value === "string" ? value.length : (JSON.stringify(value)?.length ?? 0);
    if (length > ARGUMENT_LIMITS.maxPayloadChars) {
      return sizeRefusal(argument, `passa de ${ARGUMENT_LIMITS.maxPayloadChars} caracteres`);
    }
    total += length;
    if (total > ARGUMENT_LIMITS.maxTotalChars) {
      return sizeRefusal(argument, `os argumentos da chamada passam de ${ARGUMENT_LIMITS.maxTotalChars} caracteres`);
    }
    const payload = typeof value === "string" ? parseJsonPayload(value) : value;
    if (typeof payload === "object" && depthOf(payload, ARGUMENT_LIMITS.maxDepth) > ARGUMENT_LIMITS.maxDepth) {
      return sizeRefusal(argument, `o JSON tem mais de ${ARGUMENT_LIMITS.maxDepth} níveis de aninhamento`);
    }
  }
  return undefined;
}

/** A resource address variable whose percent-encoding does not decode to text (`docs://guia/%ff`). */
export function undecodableVariable(variables: Readonly<Record<string, unknown>>): Refusal | undefined {
  for (const [argument, value] of Object.entries(variables)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== "string") continue;
      try {
        decodeURIComponent(item);
      } catch {
        return {
          argument,
          kind: "codificacao",
          message: `Endereço recusado: \`${argument}\` tem codificação percentual inválida (use %XX de bytes UTF-8 válidos).`,
        };
      }
    }
  }
  return undefined;
}

function sizeRefusal(argument: string, reason: string): Refusal {
  return {
    argument,
    kind: "tamanho",
    message: `Argumento recusado: \`${argument}\`: ${reason}. Envie só o necessário (um corpo de requisição tem poucos kB); o valor não foi guardado nem registrado.`,
  };
}

/**
 * Screens every argument; the first hit refuses the call. Size bounds first (oversizedArgument), then
 * sensitive data: payload arguments (objects, lists, or JSON text) are screened field by field.
 */
export function screenArguments(args: Readonly<Record<string, unknown>>): Refusal | undefined {
  const oversized = oversizedArgument(args);
  if (oversized !== undefined) return oversized;
  for (const [argument, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    const payload = typeof value === "string" ? parseJsonPayload(value) : value;
    const hit =
      typeof payload === "object" && payload !== null ? screenValue(payload, "", undefined, undefined, 0) : textHit(value);
    if (hit) return { argument, ...(hit.field ? { field: hit.field } : {}), kind: hit.kind, message: refusalMessage(argument, hit) };
  }
  return undefined;
}

function textHit(value: unknown): Hit | undefined {
  if (typeof value !== "string") return undefined;
  const kind = sensitiveKindInText(value);
  return kind === undefined ? undefined : { kind };
}

/** JSON text that holds an object or a list; anything else is plain text. */
export function parseJsonPayload(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}
