/**
 * English as partners' developers and assistants ask it, in the words the pt-BR documentation uses: a glossary of
 * the domain, not of any page ("is apr a monthly rate?" searches "taxa mensal"; "settlement failure" searches
 * "falha na liquidação"). Each English word or phrase searches its Portuguese terms as strongly as a typed word: the
 * documentation never uses the English word, so its translation is all the query has. The words here are never
 * "corrected" as typos of Portuguese ones (query.ts). A word that is also a status of the contract ("signatures" is
 * `Signatures`) is left out: written in a question, it names the status.
 */
import { marginAuthorizationStatusValues, operationStatusValues } from "@/lib/contract/enums";
import type { SynonymEntry } from "./synonyms";
import { tokenize } from "./tokenize";

const GLOSSARY: readonly (readonly [english: readonly string[], portuguese: readonly string[]])[] = [
  // The credit operation and its parties
  [["loan", "credit operation", "credit note"], ["empréstimo", "operação"]],
  [["operation", "operations"], ["operação"]],
  [["op", "ops", "deal", "deals"], ["operação"]],
  [["birthday month", "withdrawal month", "birthday-withdrawal month"], ["mês do saque", "paymentMonth"]],
  [["private"], ["privado"]],
  [["secures", "secure", "secured"], ["garantia"]],
  [["borrower", "customer", "client"], ["tomador"]],
  [["employer", "company"], ["empregador"]],
  [["employee", "worker"], ["trabalhador"]],
  [["signer", "signatory"], ["signatário"]],
  [["bank account", "account"], ["conta bancária"]],
  [["payroll"], ["consignado", "folha"]],
  [["birthday withdrawal", "anniversary withdrawal"], ["saque-aniversário"]],
  [["balance"], ["saldo"]],
  [["collateral", "guarantee"], ["garantia"]],
  [["endorsement"], ["averbação"]],
  [["product", "products"], ["produto"]],
  [["correspondent", "correspondents", "agent"], ["correspondente"]],
  [["birthday"], ["aniversário"]],
  // Amounts, rates and terms
  [["rate", "interest rate"], ["taxa"]],
  [["interest"], ["juros"]],
  [["monthly"], ["mensal", "a.m."]],
  [["yearly", "annual", "annually"], ["anual", "a.a."]],
  [["installment", "installments", "payment amount"], ["parcela"]],
  [["tenor", "loan term"], ["prazo"]],
  [["amount", "value"], ["valor"]],
  [["cents"], ["centavos"]],
  [["fee", "cost", "costs"], ["custo"]],
  [["due date", "due"], ["vencimento"]],
  [["business day", "business days"], ["dia útil"]],
  [["month", "months"], ["mês"]],
  [["year", "years"], ["ano"]],
  [["day", "days"], ["dia"]],
  [["date", "dates"], ["data"]],
  [["birth", "date of birth", "birthdate"], ["nascimento"]],
  [["start", "beginning"], ["início"]],
  [["issuance", "issue date", "issued"], ["emissão", "emitido"]],
  [["period", "periods"], ["período"]],
  [["hour", "hours"], ["hora"]],
  [["range", "ranges", "band"], ["faixa"]],
  [["free"], ["livre"]],
  [["financed", "finance", "financing"], ["financiado"]],
  [["reinforcement"], ["reforço"]],
  [["fixed"], ["fixo"]],
  [["fine", "penalty"], ["multa"]],
  [["sum"], ["soma"]],
  [["number", "numbers"], ["número"]],
  [["count", "counting"], ["contagem"]],
  [["calculation", "calculate", "compute"], ["cálculo", "calcular"]],
  [["payment", "payments", "pay", "paid"], ["pagamento"]],
  [["unit", "units"], ["unidade"]],
  // The flow
  [["margin"], ["margem"]],
  [["margin authorization", "authorisation"], ["autorização de margem"]],
  [["consent", "consent term"], ["consentimento", "termo de consentimento"]],
  [["simulate", "simulation", "quote"], ["simulação", "simular"]],
  [["step", "steps"], ["passo", "etapa"]],
  [["flow", "workflow"], ["fluxo"]],
  [["default", "standard"], ["padrão"]],
  [["model", "models"], ["modelo"]],
  [["object"], ["objeto"]],
  [["offer", "offers"], ["oferta"]],
  [["proposal"], ["proposta"]],
  [["submit", "submission"], ["enviar", "envio"]],
  [["approval"], ["aprovação"]],
  [["signature", "sign", "signing"], ["assinatura", "assinar"]],
  [["settlement", "payout", "disbursement", "disburse"], ["liquidação"]],
  [["transfer", "wire"], ["transferência"]],
  [["attachment", "attachments"], ["documento", "anexo"]],
  [["attach"], ["anexar"]],
  [["file"], ["arquivo"]],
  // Actions
  [["create", "register"], ["criar", "cadastrar"]],
  [["update", "change", "edit"], ["atualizar", "alterar"]],
  [["cancel", "cancellation", "cancelled", "cancelling"], ["cancelar", "cancelamento"]],
  [["delete", "remove"], ["excluir"]],
  [["restore", "undelete"], ["restaurar"]],
  [["list", "search"], ["listar"]],
  [["find"], ["buscar", "encontrar"]],
  [["check", "lookup"], ["consulta", "consultar"]],
  [["retry", "repeat"], ["repetir"]],
  [["approve"], ["aprovar", "aprovação"]],
  [["reject", "refuse", "decline", "deny", "refusal", "rejection"], ["recusar", "recusa"]],
  [["expire", "expiration"], ["expira", "validade"]],
  [["wait", "pending"], ["aguardar"]],
  [["verify", "verification", "authenticity", "authentic"], ["verificar", "conferir"]],
  [["filter", "filtering"], ["filtra"]],
  [["fix", "correct", "correction"], ["corrigir", "correção"]],
  [["resend", "resubmit"], ["reenviar"]],
  [["trigger"], ["disparar"]],
  [["automatic", "automatically"], ["automático", "automaticamente"]],
  [["store", "save", "keep"], ["guardar", "guarde"]],
  [["confirm", "confirmation"], ["confirmar", "confirmação"]],
  [["validate", "validation"], ["validação", "validar"]],
  [["download"], ["baixar"]],
  [["scan", "scanner", "sweep"], ["varredura"]],
  [["batch", "bulk"], ["lote"]],
  [["anticipation", "advance"], ["antecipação"]],
  [["parameter", "query parameter", "query string"], ["parâmetro"]],
  [["hash", "checksum"], ["SHA-256"]],
  [["job", "employment"], ["vínculo"]],
  [["link", "tie", "bind"], ["vincular", "vínculo"]],
  [["above", "exceed", "over"], ["acima"]],
  [["below", "under"], ["abaixo"]],
  [["duplicate", "idempotent", "idempotency"], ["idempotência", "repetida"]],
  // Tracking, errors and limits
  [["status", "statuses", "state", "stage"], ["status"]],
  [["event", "events", "notification", "notifications"], ["evento"]],
  [["polling", "poll", "poller", "often"], ["varredura", "intervalo"]],
  [["history"], ["histórico"]],
  [["field", "fields"], ["campo"]],
  [["required", "mandatory"], ["obrigatório"]],
  [["optional"], ["opcional"]],
  [["error", "errors"], ["erro"]],
  [["failure", "fail", "fails"], ["falha"]],
  [["limit", "limits"], ["limite"]],
  [["rate limit", "rate limiting", "throttling", "throttled"], ["limite de requisições", "429"]],
  [["maximum", "max"], ["máximo"]],
  [["minimum", "min"], ["mínimo"]],
  [["page", "page size"], ["página"]],
  [["paginated", "pagination", "paginate", "paging"], ["paginação"]],
  [["size"], ["tamanho"]],
  [["expiry"], ["expira", "validade"]],
  [["test", "testing"], ["teste"]],
  [["personal data"], ["dados pessoais"]],
  [["happen", "happens"], ["acontece"]],
  // "how long" (its "how" is a stopword): "how long has it been in Warranty" asks since when.
  [["long"], ["desde quando", "há quanto tempo"]],
  [["longer", "slower"], ["mais tempo"]],
  [["transition", "transitions"], ["transição"]],
  [["interval", "frequency"], ["intervalo", "frequência"]],
  [["progress"], ["andamento"]],
  [["example", "sample"], ["exemplo"]],
  [["result", "results", "outcome"], ["resultado"]],
  [["empty", "blank"], ["vazia", "vazio"]],
  // The HTTP exchange
  [["response", "responses", "reply"], ["resposta"]],
  [["returns", "return", "returned value"], ["devolve", "retorna"]],
  [["request", "requests", "call"], ["requisição", "chamada"]],
  [["request body", "json body"], ["corpo"]],
  [["header", "headers"], ["cabeçalho"]],
  [["content type", "media type"], ["tipo de conteúdo", "content-type"]],
  [["route", "routes", "endpoint", "endpoints"], ["rota"]],
  [["path"], ["rota", "caminho"]],
  [["version", "versioning"], ["versão"]],
  [["prefix"], ["prefixo"]],
  [["identifier", "identifiers", "ids"], ["identificador"]],
  [["unknown", "unrecognized"], ["desconhecido"]],
  [["invalid"], ["inválido"]],
  [["order", "sequence"], ["ordem"]],
  [["origin", "source"], ["origem"]],
  [["code", "codes"], ["código"]],
  [["extension"], ["extensão"]],
  [["alphanumeric"], ["alfanumérico"]],
  [["fixed add-on", "add-on amount", "additional", "extra"], ["adicional"]],
  [["bracket", "brackets", "tier", "tiers"], ["faixa"]],
  [["tax", "taxes"], ["IOF"]],
  [["registrar"], ["registrador"]],
  [["obtain", "fetch"], ["obter"]],
  [["use"], ["usar"]],
  [["reference"], ["referência"]],
  [["include", "includes", "embed", "embedded"], ["inclui", "embute"]],
  [["registration", "record"], ["cadastro", "registro"]],
  [["current"], ["atual"]],
  [["integration"], ["integração"]],
  [["format", "shape"], ["formato"]],
  [["collection"], ["coleção"]],
  [["argument", "arguments"], ["argumentos"]],
  [["revalidation", "revalidate"], ["revalidação", "revalidar"]],
  [["logical"], ["lógica"]],
  [["feature", "features"], ["recurso"]],
  [["creation"], ["criação"]],
  [["inside", "within"], ["dentro"]],
  [["module", "modules"], ["módulo"]],
  [["apply", "applies"], ["aplica"]],
  [["choose", "pick"], ["escolher"]],
  [["internal"], ["interno"]],
  [["admission", "hire date", "hiring"], ["admissão"]],
  [["collect", "collection of signatures"], ["coletar", "coleta"]],
  [["handle", "handling"], ["tratar", "tratamento"]],
  [["release", "releases"], ["liberar", "libera"]],
  [["label", "labels"], ["rótulo"]],
  [["money"], ["dinheiro"]],
  [["summary"], ["resumo"]],
  [["second", "seconds"], ["segundos"]],
  [["minute", "minutes"], ["minutos"]],
  [["criterion", "criteria"], ["critério"]],
  [["published", "publish"], ["publicado"]],
  [["root"], ["raiz"]],
  [["attribute", "attributes"], ["atributos"]],
  [["discount", "deduction"], ["desconto"]],
  [["generic"], ["genérico"]],
  [["review"], ["análise"]],
  [["rescission", "termination", "dismissal"], ["rescisão"]],
  [["character", "characters"], ["caracteres"]],
  [["since"], ["desde"]],
  [["regulation", "regulations", "resolution"], ["resolução", "norma"]],
  [["rule", "rules"], ["regra"]],
  [["directly", "straight"], ["direto"]],
  [["reuse"], ["reaproveitar", "reutilizar"]],
  [["belong", "belongs"], ["pertence"]],
  [["outside"], ["fora"]],
  [["existing"], ["existente"]],
  [["available"], ["disponível"]],
  [["announced"], ["anunciado"]],
  [["resource", "resources"], ["recurso"]],
  [["message", "messages"], ["mensagem"]],
  [["ignored", "ignore", "ignores"], ["ignorado", "ignora"]],
  [["allowed", "permitted", "accept", "accepted", "possible"], ["permitida", "aceita"]],
  [["replace", "replaces", "overwrite", "overwrites"], ["substitui"]],
  [["reason"], ["motivo"]],
  [["support"], ["suporte"]],
  [["boolean"], ["booleano"]],
  [["decimal", "decimals"], ["decimais"]],
  [["integer"], ["inteiro"]],
  [["digits", "digit"], ["dígitos"]],
  [["check digit", "check digits", "check-digit", "checksum"], ["dígitos verificadores"]],
  [["fake", "fictitious", "dummy", "synthetic"], ["fictícios"]],
  [["rounding", "rounded", "round"], ["arredondado"]],
  [["negative"], ["negativa"]],
  [["masked", "mask", "masking"], ["mascarado"]],
  [["never"], ["nunca"]],
  [["always"], ["sempre"]],
  [["send", "sent", "sending"], ["enviar"]],
  [["receive", "received"], ["receber"]],
  [["show", "shows"], ["mostra"]],
  [["next step", "next"], ["seguinte", "próximo"]],
  [["same"], ["mesmo"]],
  [["read", "reading"], ["consultar", "ler"]],
  [["full", "whole", "complete"], ["inteiro", "completo"]],
  [["contain", "contains", "carry", "carries"], ["traz"]],
  [["against"], ["contra"]],
  [["exactly"], ["exatamente"]],
  [["omit", "omitted"], ["omitido"]],
  [["different", "another"], ["diferente", "outro"]],
  [["again", "twice", "new"], ["novo"]],
  [["previous", "earlier", "before"], ["anterior", "antes"]],
  [["prerequisite", "prerequisites", "requirements", "in place before", "in hand before", "before starting"], ["pré-requisitos"]],
  [["after", "later"], ["depois"]],
  [["first"], ["primeiro"]],
  [["last", "final"], ["último"]],
  // People, accounts, money
  [["person", "people"], ["pessoa"]],
  [["name"], ["nome"]],
  [["phone", "mobile"], ["celular"]],
  [["account holder", "holder"], ["titular"]],
  [["employment link"], ["vínculo"]],
  [["active"], ["ativo"]],
  [["reservation", "reserve"], ["reserva"]],
  [["auction"], ["leilão"]],
  [["withdrawal", "withdrawals"], ["saque"]],
  [["gross"], ["bruto"]],
  [["net", "released amount", "released"], ["líquido", "liberado"]],
  [["salary", "wage"], ["salário"]],
  [["percentage", "percent"], ["percentual"]],
  [["insurance"], ["seguro"]],
  [["schedule", "amortization schedule", "payment plan"], ["plano", "cronograma"]],
  [["document", "documents"], ["documento"]],
  [["signed contract", "contract", "instrument"], ["instrumento", "contrato", "CCB"]],
  [["spreadsheet", "worksheet"], ["planilha"]],
  // The service around the API
  [["pipeline"], ["esteira"]],
  [["credit desk", "desk"], ["mesa"]],
  [["window"], ["janela"]],
  [["maintenance"], ["manutenção"]],
  [["scope"], ["escopo"]],
  [["password"], ["senha"]],
  [["credential", "credentials"], ["credencial"]],
  [["key"], ["chave"]],
  [["access"], ["acesso"]],
  [["environment"], ["ambiente"]],
  [["specification", "spec"], ["especificação"]],
  [["process"], ["processo"]],
  [["address"], ["endereço"]],
  [["agency"], ["agência"]],
  [["browser"], ["navegador"]],
  [["documentation server", "docs server", "tool", "tools"], ["servidor de documentação", "ferramenta"]],
];

/** The statuses as whole words (`MarginReserveApproval`, not its parts). */
const STATUS_TOKENS: ReadonlySet<string> = new Set([...operationStatusValues, ...marginAuthorizationStatusValues].flatMap((status) => tokenize(status).slice(0, 1)));

const namesStatus = (phrase: string) => tokenize(phrase).some((token) => STATUS_TOKENS.has(token));

const VOWELS = new Set("aeiou");

/**
 * The inflected forms of an English word, so the glossary lists each word once: "simulations", "restored",
 * "submitted", "cancelling", "batches" and "retries" search as "simulation", "restore", "submit", "cancel", "batch"
 * and "retry" do. Regular English morphology only; a phrase's last word inflects ("credit notes", "bank accounts").
 */
export function inflections(word: string): string[] {
  const last = word.at(-1) ?? "";
  const beforeLast = word.at(-2) ?? "";
  const forms = new Set<string>([word]);
  if (last === "y" && !VOWELS.has(beforeLast)) {
    const root = word.slice(0, -1);
    for (const ending of ["ies", "ied", "ying"]) forms.add(ending === "ying" ? `${word}ing` : `${root}${ending}`);
    return [...forms];
  }
  forms.add(/(?:s|x|z|ch|sh)$/.test(word) ? `${word}es` : `${word}s`);
  if (last === "e") {
    forms.add(`${word}d`);
    forms.add(`${word.slice(0, -1)}ing`);
    return [...forms];
  }
  // One vowel before one final consonant: "submit" → "submitted", "cancel" → "cancelled"; both spellings stay.
  const doubles = word.length >= 3 && !VOWELS.has(last) && !"wxy".includes(last) && VOWELS.has(beforeLast) && !VOWELS.has(word.at(-3) ?? "a");
  for (const ending of ["ed", "ing"]) {
    forms.add(`${word}${ending}`);
    if (doubles) forms.add(`${word}${last}${ending}`);
  }
  return [...forms];
}

/** A glossary phrase and its inflections (the last word inflects). */
function phraseForms(phrase: string): string[] {
  const words = phrase.split(" ");
  const last = words.pop() as string;
  return inflections(last).map((form) => [...words, form].join(" "));
}

export const ENGLISH_SYNONYMS: readonly SynonymEntry[] = GLOSSARY.map(([english, portuguese]) => ({
  when: [...new Set(english.flatMap(phraseForms))].filter((phrase) => !namesStatus(phrase)),
  add: portuguese,
  strong: true,
})).filter((entry) => entry.when.length > 0);
