/** JSON values as the OpenAPI document holds them, and the narrowing helpers the reference needs. */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function objectAt(value: JsonValue | undefined, key: string): JsonObject | undefined {
  if (!isJsonObject(value)) return undefined;
  const child = value[key];
  return isJsonObject(child) ? child : undefined;
}

export function stringAt(value: JsonValue | undefined, key: string): string | undefined {
  if (!isJsonObject(value)) return undefined;
  const child = value[key];
  return typeof child === "string" ? child : undefined;
}

export function arrayAt(value: JsonValue | undefined, key: string): JsonValue[] {
  if (!isJsonObject(value)) return [];
  const child = value[key];
  return Array.isArray(child) ? child : [];
}
