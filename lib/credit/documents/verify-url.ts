/** The public verification page's address as printed on a CCB (`https://host/verificar`), from the request's origin. */
export function verifyUrl(request: Request): string {
  return `${new URL(request.url).origin}/verificar`;
}
