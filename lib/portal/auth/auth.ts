import NextAuth, { AuthError, CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { logger } from "@/lib/log/logger";
import { authSecret } from "../config/portal-secrets";
import { portalAuthAdapter } from "./auth-adapter";
import { attemptSignIn } from "./attempt-sign-in";
import { endSessionById } from "./sessions";
import { requestMetaFrom } from "./request-meta";
import { SESSION_HOURS } from "./session-token";
import { signInSchema } from "./sign-in-schema";

/** A refused sign-in; `code` (invalid, locked, rate-limited) reaches the sign-in action, nothing else does. */
class SignInRefused extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

/**
 * Auth.js for the portal. Password sign-in requires JWT sessions in Auth.js; to make revocation real, each
 * sign-in opens a row in `portal_session` (through the Prisma adapter) and the cookie's JWT carries that row's
 * random id (`sid`). `currentOperator()` checks the row on every request, so deleting it ends the session.
 * The session object Auth.js exposes over HTTP carries nothing but the operator's id and name.
 */
export const { handlers, signIn, signOut } = NextAuth(() => ({
  adapter: portalAuthAdapter(),
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_HOURS * 3600 },
  pages: { signIn: "/login", error: "/login" },
  // Auth.js prints a stack for every refused password; attemptSignIn already logged the refusal, masked. A
  // request's own fault (a form posted without its CSRF token) is a warning; the rest an error. One JSON line
  // through our logger (masked), never the console's unformatted stack.
  logger: {
    error(error) {
      if (error instanceof CredentialsSignin) return;
      const type = error instanceof AuthError ? error.type : undefined;
      if (type === "MissingCSRF") logger.warn("Auth.js recusou a requisição", { type });
      else logger.error("falha no Auth.js", error);
    },
    warn(code) {
      logger.warn("aviso do Auth.js", { code });
    },
    debug() {},
  },
  providers: [
    Credentials({
      credentials: { email: { label: "E-mail" }, password: { label: "Senha", type: "password" } },
      async authorize(credentials, request) {
        const parsed = signInSchema.safeParse(credentials);
        if (!parsed.success) throw new SignInRefused("invalid");
        const outcome = await attemptSignIn({ ...parsed.data, meta: requestMetaFrom(request.headers) });
        if (!outcome.ok) throw new SignInRefused(outcome.until ? `${outcome.reason}:${outcome.until.toISOString()}` : outcome.reason);
        return { id: outcome.operatorId, name: outcome.name, email: outcome.email, sid: outcome.sessionId };
      },
    }),
  ],
  events: {
    // Whatever path signs out (our action, or Auth.js's /api/auth/signout), the session row goes with the cookie.
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await endSessionById(sid);
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user && "sid" in user && typeof user.sid === "string") token.sid = user.sid;
      return token;
    },
    session({ session, token }) {
      return { expires: session.expires, user: { id: token.sub ?? "", name: session.user?.name ?? null } } as typeof session;
    },
  },
}));
