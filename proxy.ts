import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce } from "@/lib/web/content-security-policy";

/**
 * Per-response Content-Security-Policy for HTML pages: a fresh nonce, put on the request (Next.js stamps it on
 * its own scripts while rendering) and on the response. API routes (credit API, OAuth, MCP, desk, health)
 * answer JSON and are not matched, nor are the board's polled JSON routes (`/board/data`, `/board/attention`).
 * Authorization is not decided here: every page and action checks it.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const https = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const policy = contentSecurityPolicy(nonce, { development: process.env.NODE_ENV === "development", https });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  // The address asked for, so a page that needs a session can send the operator back to it after sign-in.
  requestHeaders.set("x-portal-path", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!v1/|oauth/|desk-api/|health|api/|board/data|board/attention|_next/static|_next/image|favicon\\.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
