import type { PGlite, Results } from '@electric-sql/pglite';

export declare const PREPARED_LIMIT: number;

export interface PreparedStatements {
  query(sql: string, params: unknown[], inTransaction: boolean): Promise<Results>;
  readonly size: number;
}

export declare function preparedStatements(db: PGlite, limit?: number): PreparedStatements;
