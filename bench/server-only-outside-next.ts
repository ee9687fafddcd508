/**
 * `server-only` throws when imported outside a React Server Components build; a benchmark is plain server-side
 * Node, so the marker is replaced by an empty module before any lib/ module that carries it is loaded.
 */
import { createRequire } from "node:module";

const require = createRequire(__filename);
const resolved = require.resolve("server-only");
require.cache[resolved] = { id: resolved, filename: resolved, loaded: true, exports: {} } as NodeJS.Module;
