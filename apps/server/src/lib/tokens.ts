import { errors, jwtVerify, SignJWT } from "jose";

const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = "HS256";

export interface TokenClaims {
  userId: string;
  passwordVersion: number;
}

/** Bearer tokens (docs/decisions/004): HS256 pinned, 7-day expiry, `sub` and `pwv` claims. */
export function createTokenService(secret: Uint8Array) {
  return {
    sign({ userId, passwordVersion }: TokenClaims): Promise<string> {
      return new SignJWT({ pwv: passwordVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
        .sign(secret);
    },

    /** The claims of a valid token; undefined for anything else (bad signature, alg, expiry, shape). */
    async verify(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          requiredClaims: ["sub", "exp", "pwv"],
        });
        if (typeof payload.sub !== "string" || !Number.isSafeInteger(payload.pwv)) return undefined;
        return { userId: payload.sub, passwordVersion: payload.pwv as number };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
