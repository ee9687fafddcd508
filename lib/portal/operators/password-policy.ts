/**
 * Operator password policy (set by a manager on creation or reset): length over composition rules (NIST SP
 * 800-63B), and never the e-mail's local part, the first thing an attacker who knows the address tries.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** Shorter local parts ("jo@…") are syllables that would forbid many good passwords without stopping a guess. */
const MIN_CHECKED_LOCAL_PART = 3;

export const PASSWORD_MENTIONS_EMAIL = "A senha não pode conter a parte do e-mail antes do @.";

/** Does the password contain the e-mail's local part (case-insensitive)? */
export function passwordMentionsEmail(password: string, email: string): boolean {
  const localPart = email.trim().toLowerCase().split("@")[0] ?? "";
  return localPart.length >= MIN_CHECKED_LOCAL_PART && password.toLowerCase().includes(localPart);
}
