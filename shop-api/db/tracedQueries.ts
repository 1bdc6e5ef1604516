/**
 * A span for each SQL statement (docs/operations.md, "Traces"), on either backend: the dialect's
 * driver hands out connections whose `executeQuery` runs inside a client span named after the
 * statement's operation (`SELECT`, `INSERT`, …) with its text, which Kysely writes with `$1`
 * placeholders: a statement's values never reach a span. With traces off a connection is handed
 * out as it is.
 */
import type { DatabaseConnection, Dialect, Driver } from 'kysely';
import { inSpan, SpanKind, tracingEnabled } from '../../telemetry/tracing.ts';

/** The connection with `executeQuery` traced; everything else is the connection's own. */
function traced(connection: DatabaseConnection): DatabaseConnection {
  const executeQuery: DatabaseConnection['executeQuery'] = (compiled) => {
    const operation = /^\s*(\w+)/.exec(compiled.sql)?.[1]?.toUpperCase() ?? 'QUERY';
    return inSpan(
      operation,
      {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': compiled.sql,
      },
      () => connection.executeQuery(compiled),
      SpanKind.CLIENT,
    );
  };
  return new Proxy(connection, {
    get(target, name) {
      if (name === 'executeQuery') return executeQuery;
      const value: unknown = Reflect.get(target, name, target);
      // Its own methods run on the connection itself (Kysely's use private fields).
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

export function traceQueries(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      driver.acquireConnection = async () => {
        const connection = await acquire();
        return tracingEnabled() ? traced(connection) : connection;
      };
      return driver;
    },
  };
}
