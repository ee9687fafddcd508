/**
 * Flattens a JSON Schema of the OpenAPI document into one row per field, with the JSON path a partner
 * writes (`amortization.apr`, `warranty[].totalValue`), a pt-BR type with its unit, the required flag, the
 * allowed values, and whether the field is refused by name ("Não envie"). Both calculation models of a
 * `oneOf` are kept, each row tagged with its model.
 */
import { arrayAt, isJsonObject, type JsonObject, type JsonValue } from "./json";
import { resolveSchema } from "./openapi-document";

export interface FieldDescriptor {
  /** JSON path; `[]` stands for "each item of the list". */
  readonly path: string;
  readonly name: string;
  /** pt-BR type with its unit or format, e.g. "inteiro, centavos". */
  readonly type: string;
  readonly required: boolean;
  readonly enumValues?: readonly string[];
  readonly description?: string;
  /** Refused by name: a field of another calculation model or another route ("Não envie"). */
  readonly forbidden: boolean;
  /** The alternative of a `oneOf`/`anyOf` the field belongs to, e.g. `price/sac` or `fgts`. */
  readonly variant?: string;
}

const typeByComponent: Readonly<Record<string, string>> = {
  Cents: "inteiro, centavos",
  SignedCents: "inteiro, centavos (pode ser negativo)",
  Reais: "decimal, reais (não centavos)",
  MonthlyRate: "número, % ao mês (> 0)",
  Percentage: "número, %",
  Share: "número, % de 0 a 100",
  UtcDateTime: "data-hora UTC (YYYY-MM-DDTHH:MM:SSZ)",
  CivilDate: "data (YYYY-MM-DD)",
  Competence: "competência (YYYY-MM-01)",
  Uuid: "uuid",
  Cpf: "CPF (11 dígitos, só números)",
  Cnpj: "CNPJ (14 caracteres sem máscara: dígitos, ou alfanumérico com 2 dígitos verificadores)",
  IntegerId: "inteiro (identificador)",
};

/** The contract's unit or format (its schema component: `Cents`, `Uuid`…) a field's pt-BR type stands for. */
export function unitOfType(type: string): string | undefined {
  return Object.entries(typeByComponent).find(([, label]) => label === type)?.[0];
}

/** Short names for the alternatives of the calculation object. */
const variantNames: Readonly<Record<string, string>> = {
  PriceSacAmortization: "price/sac",
  FgtsAmortization: "fgts",
};

export function variantName(componentId: string | undefined, index: number): string {
  if (componentId === undefined) return `alternativa ${index + 1}`;
  return variantNames[componentId] ?? componentId;
}

function isForbidden(schema: JsonObject): boolean {
  return isJsonObject(schema.not) && Object.keys(schema.not).length === 0;
}

function alternativesOf(schema: JsonObject): JsonObject[] {
  return [...arrayAt(schema, "oneOf"), ...arrayAt(schema, "anyOf")].filter(isJsonObject);
}

export function enumValuesOf(schema: JsonObject): string[] | undefined {
  const values = arrayAt(schema, "enum");
  if (values.length > 0) return values.map((value) => String(value));
  if ("const" in schema) return [typeof schema.const === "string" ? schema.const : JSON.stringify(schema.const)];
  return undefined;
}

/** pt-BR type of a schema, with the unit its component carries. */
export function typeLabel(schema: JsonObject, depth = 0): string {
  const resolved = resolveSchema(schema);
  const target = resolved.schema;
  if (isForbidden(target)) return "não enviar";
  const byComponent = resolved.componentId === undefined ? undefined : typeByComponent[resolved.componentId];
  if (byComponent !== undefined) return byComponent;
  const alternatives = alternativesOf(target);
  if (alternatives.length > 0 && depth < 3) {
    return [...new Set(alternatives.map((alternative) => typeLabel(alternative, depth + 1)))].join(" ou ");
  }
  if ("const" in target) return `literal ${JSON.stringify(target.const)}`;
  if (arrayAt(target, "enum").length > 0) return "enum";
  switch (target.type) {
    case "integer":
      return "inteiro";
    case "number":
      return "número";
    case "boolean":
      return "booleano";
    case "string":
      if (target.format === "binary") return "arquivo (binário)";
      return target.format === "email" ? "texto (e-mail)" : target.format === "uri" ? "texto (URL)" : "texto";
    case "array": {
      const items = isJsonObject(target.items) ? target.items : undefined;
      return items === undefined || depth >= 3 ? "lista" : `lista de ${typeLabel(items, depth + 1)}`;
    }
    case "object":
      return resolved.componentId === undefined ? "objeto" : `objeto ${resolved.componentId}`;
    default:
      return "qualquer";
  }
}

interface Walk {
  readonly prefix: string;
  readonly variant?: string;
  readonly depth: number;
  /** Components already expanded on this branch, so recursive shapes stop. */
  readonly expanded: ReadonlySet<string>;
}

const MAX_DEPTH = 6;

function childPath(prefix: string, name: string): string {
  return prefix === "" ? name : `${prefix}.${name}`;
}

/** Rows for a schema (object, list of objects, or alternatives of them) placed at `walk.prefix`. */
function collect(schema: JsonValue, walk: Walk, rows: FieldDescriptor[]): void {
  if (!isJsonObject(schema) || walk.depth > MAX_DEPTH) return;
  const resolved = resolveSchema(schema);
  const target = resolved.schema;
  if (resolved.componentId !== undefined && walk.expanded.has(resolved.componentId)) return;
  const expanded = resolved.componentId === undefined ? walk.expanded : new Set([...walk.expanded, resolved.componentId]);
  const alternatives = alternativesOf(target);
  if (alternatives.length > 0) {
    alternatives.forEach((alternative, index) => {
      const variant = variantName(resolveSchema(alternative).componentId, index);
      collect(alternative, { ...walk, variant: walk.variant === undefined ? variant : `${walk.variant} › ${variant}`, expanded }, rows);
    });
    return;
  }
  if (target.type === "array" && isJsonObject(target.items)) {
    collect(target.items, { ...walk, prefix: `${walk.prefix}[]`, depth: walk.depth + 1, expanded }, rows);
    return;
  }
  const properties = isJsonObject(target.properties) ? target.properties : undefined;
  if (properties === undefined) return;
  const required = new Set(arrayAt(target, "required").map(String));
  for (const [name, property] of Object.entries(properties)) {
    if (!isJsonObject(property)) continue;
    const propertyResolved = resolveSchema(property);
    const path = childPath(walk.prefix, name);
    const enumValues = enumValuesOf(propertyResolved.schema);
    rows.push({
      path,
      name,
      type: typeLabel(property),
      required: required.has(name),
      ...(enumValues !== undefined && { enumValues }),
      ...(propertyResolved.description !== undefined && { description: propertyResolved.description }),
      forbidden: isForbidden(propertyResolved.schema),
      ...(walk.variant !== undefined && { variant: walk.variant }),
    });
    collect(property, { ...walk, prefix: path, depth: walk.depth + 1, expanded }, rows);
  }
}

/** Every field of a body, query or response schema. */
export function fieldsOf(schema: JsonObject | undefined): FieldDescriptor[] {
  if (schema === undefined) return [];
  const rows: FieldDescriptor[] = [];
  collect(schema, { prefix: "", depth: 0, expanded: new Set() }, rows);
  return rows;
}
