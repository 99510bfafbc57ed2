export declare function mayBeStalePreparedStatement(err: unknown): boolean;
