/**
 * Which field names hold personal data, and how their values are masked. Matching ignores case and
 * punctuation, so `client_secret`, `clientSecret` and `Client-Secret` are the same key.
 */
export type PersonalDataKind =
  | "document" // CPF (or a person's CNPJ, e.g. a MEI) → ***.456.789-**
  | "name" // a person's name → J*** S***
  | "email" // → j***@d***.com
  | "phone" // → digits hidden but the last 2
  | "contact" // e-mail or phone, whichever it looks like
  | "account" // bank account / branch number → digits hidden but the last 2
  | "hidden" // other personal data with no useful partial form (birth date, address) → ***
  | "secret"; // credentials → *** (keeps the "Bearer" scheme word)

const KIND_BY_KEY: Readonly<Record<string, PersonalDataKind>> = {
  registrationnumber: "document",
  cpf: "document",
  // A company's CNPJ is not personal data under the LGPD, but a field called `cnpj` may hold a sole
  // trader's, so it is masked; company keys (`employerRegistrationNumber`) are left readable below.
  cnpj: "document",
  document: "document",
  documentnumber: "document",
  taxid: "document",
  rg: "document",
  name: "name",
  fullname: "name",
  firstname: "name",
  lastname: "name",
  socialname: "name",
  mothername: "name",
  fathername: "name",
  holdername: "name",
  accountholdername: "name",
  borrowername: "name",
  signername: "name",
  personname: "name",
  email: "email",
  emails: "email",
  emailaddress: "email",
  phone: "phone",
  phones: "phone",
  phonenumber: "phone",
  mobile: "phone",
  mobilephone: "phone",
  cellphone: "phone",
  telephone: "phone",
  contact: "contact",
  contacts: "contact",
  account: "account",
  accountnumber: "account",
  accountdigit: "account",
  branch: "account",
  branchnumber: "account",
  agency: "account",
  agencynumber: "account",
  pixkey: "account",
  birthdate: "hidden",
  dateofbirth: "hidden",
  address: "hidden",
  street: "hidden",
  zipcode: "hidden",
  postalcode: "hidden",
  cep: "hidden",
  authorization: "secret",
  proxyauthorization: "secret",
  cookie: "secret",
  setcookie: "secret",
  password: "secret",
  clientsecret: "secret",
  accesstoken: "secret",
  refreshtoken: "secret",
  idtoken: "secret",
  token: "secret",
  apikey: "secret",
  xapikey: "secret",
};

/** Suffixes that mark a key whatever its prefix: `csrfToken`, `holderCpf`, `borrowerRegistrationNumber`. */
const KIND_BY_SUFFIX: ReadonlyArray<readonly [string, PersonalDataKind]> = [
  ["password", "secret"],
  ["secret", "secret"],
  ["token", "secret"],
  ["apikey", "secret"],
  ["cpf", "document"],
  ["registrationnumber", "document"],
  ["email", "email"],
  ["phone", "phone"],
];

/** Keys about companies (employer, correspondent): their CNPJ and name stay readable. */
const COMPANY_KEY_PREFIXES = ["employer", "company", "correspondent"];

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** The kind of personal data a field name announces, or `undefined` for an ordinary field. */
export function personalDataKindOf(key: string): PersonalDataKind | undefined {
  const normalized = normalizeKey(key);
  const exact = KIND_BY_KEY[normalized];
  if (exact) return exact;
  if (COMPANY_KEY_PREFIXES.some((prefix) => normalized.startsWith(prefix))) return undefined;
  return KIND_BY_SUFFIX.find(([suffix]) => normalized.endsWith(suffix))?.[1];
}
