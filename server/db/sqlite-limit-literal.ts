import { SqliteDialect, SqliteQueryCompiler, ValueNode, type LimitNode, type QueryCompiler } from 'kysely';

/**
 * SQLite's planner reads the value bound to a LIMIT and marks the statement to be planned again
 * whenever that parameter is bound anew. better-sqlite3 binds every parameter on every run, so a
 * query with `limit ?` was parsed and planned afresh each time although its prepared statement was
 * kept (sqlite-statements.ts): on a list page that was most of the query's time. A whole-number
 * limit is therefore written into the SQL text. A text per distinct limit is what the statement
 * cache then holds; lists take at most a couple of hundred sizes, and the other limits are
 * constants. Any other limit (an expression, a subquery) is compiled as before.
 */
class LimitLiteralCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const { limit } = node;
    if (ValueNode.is(limit) && Number.isSafeInteger(limit.value)) {
      this.append(`limit ${limit.value as number}`);
      return;
    }
    super.visitLimit(node);
  }
}

/** Kysely's SQLite dialect with whole-number limits in the SQL text. */
export class SqliteLimitLiteralDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new LimitLiteralCompiler();
  }
}
