import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

// Catalog column types the WebAssembly schema engine cannot read, reported as `text` instead.
const CHAR_OID = 18; // "char": a single byte, e.g. pg_class.relkind
const NAME_OID = 19; // name: a bounded identifier string
const TEXT_OID = 25;

/**
 * A pg.Pool for Prisma's migration engine only. Work-around for prisma/prisma#27403: migrating through
 * @prisma/adapter-pg fails with "Column type 'name' could not be deserialized" because catalog queries return
 * columns of type `name` (OID 19) (and, when describing a schema, `"char"`, OID 18). Reporting them as `text`
 * (OID 25) is exact: both arrive from PostgreSQL as plain strings.
 */
class NameAsTextPool extends pg.Pool {
  // pg's query has many overloads; this forwards them untouched and only rewrites the field metadata.
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      return (result as Promise<pg.QueryResult>).then(renameNameColumns) as never;
    }
    return result as never;
  }
}

function renameNameColumns(result: pg.QueryResult): pg.QueryResult {
  for (const field of result?.fields ?? []) {
    if (field.dataTypeID === NAME_OID || field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
  }
  return result;
}

type MigrationAdapter = Awaited<ReturnType<PrismaPg["connect"]>>;

/**
 * The stock adapter runs a migration script by splitting it on every ";" (even inside a comment, a string or a
 * PL/pgSQL body) and sending the pieces one by one, outside any transaction. Sending the script whole uses
 * PostgreSQL's simple-query protocol instead: every statement parsed by the server, and the script applied
 * atomically (one implicit transaction), so a failed migration leaves nothing half-done.
 */
function runScriptsWhole(adapter: MigrationAdapter): MigrationAdapter {
  const pool = adapter.underlyingDriver() as pg.Pool;
  const rethrow = (adapter as unknown as { onError(error: unknown): never }).onError.bind(adapter);
  adapter.executeScript = async (script: string) => {
    try {
      await pool.query(script);
    } catch (error) {
      rethrow(error);
    }
  };
  return adapter;
}

/**
 * The driver adapter factory of prisma.config.ts. Its shadow database (used by `migrate diff
 * --from-migrations`) goes through the same work-arounds; the stock one opens a plain pool and hits the bug.
 */
export class MigrationAdapterFactory extends PrismaPg {
  constructor(private readonly connectionString: string) {
    super(new NameAsTextPool({ connectionString }), { disposeExternalPool: true });
  }

  override async connect() {
    return runScriptsWhole(await super.connect());
  }

  override async connectToShadowDb() {
    const admin = new pg.Client({ connectionString: this.connectionString });
    await admin.connect();
    const database = `prisma_shadow_${crypto.randomUUID().replaceAll("-", "")}`;
    await admin.query(`CREATE DATABASE "${database}"`);
    const url = new URL(this.connectionString);
    url.pathname = `/${database}`;
    const adapter = runScriptsWhole(
      await new PrismaPg(new NameAsTextPool({ connectionString: url.toString() }), { disposeExternalPool: true }).connect(),
    );
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    };
    return adapter;
  }
}
