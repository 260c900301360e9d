/**
 * One-time codes "sent by SMS": phone verification and password reset. Nothing is really sent;
 * the server logs each code and lists it under GET /dev/codes so a developer can type it in.
 */
export type CodePurpose = 'phone' | 'reset';

export interface IssuedCode {
  purpose: CodePurpose;
  username: string;
  /** The phone the code was "sent" to. */
  phone: string;
  code: string;
  issuedAt: number;
  expiresAt: number;
  used: boolean;
}

export interface CodeStore {
  issue(purpose: CodePurpose, username: string, phone: string): IssuedCode;
  /** The live (unused, unexpired) code for a user and purpose, if any. */
  pending(purpose: CodePurpose, username: string): IssuedCode | undefined;
  /** True and consumed when `code` matches the pending one; `consume: false` only checks. */
  check(
    purpose: CodePurpose,
    username: string,
    code: string,
    options?: { consume?: boolean },
  ): boolean;
  /** Every code issued so far, newest first. */
  list(): IssuedCode[];
}

export const codeTtlMs = 10 * 60 * 1000;

export function createCodeStore(now: () => number, nextCode: () => string): CodeStore {
  const issued: IssuedCode[] = [];
  const pending = (purpose: CodePurpose, username: string) =>
    issued.find(
      (c) => c.purpose === purpose && c.username === username && !c.used && now() < c.expiresAt,
    );

  return {
    issue(purpose, username, phone) {
      // A new code replaces any older one for the same purpose.
      for (const old of issued)
        if (old.purpose === purpose && old.username === username) old.used = true;
      const code: IssuedCode = {
        purpose,
        username,
        phone,
        code: nextCode(),
        issuedAt: now(),
        expiresAt: now() + codeTtlMs,
        used: false,
      };
      issued.unshift(code);
      return code;
    },
    pending,
    check(purpose, username, code, { consume = true } = {}) {
      const live = pending(purpose, username);
      if (!live || live.code !== code.replace(/\D/g, '')) return false;
      if (consume) live.used = true;
      return true;
    },
    list: () => issued.map((c) => ({ ...c })),
  };
}
