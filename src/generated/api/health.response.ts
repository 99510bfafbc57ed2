/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface HealthResponse {
  status: "ok" | "unavailable";
  database: {
    ok: boolean;
    driver: "pglite" | "postgres";
    migration?: number;
  };
}
