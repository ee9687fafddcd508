/**
 * One more portal instance on the e2e system's database whose credit API sits behind a fault proxy
 * (test/support/fault-proxy.ts): a spec drives the portal in the browser while it sets the API's failure.
 */
import { readTestSystemFile } from "../../scripts/test-system-file";
import { startAppInstance } from "../../scripts/app-instance";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy";

const testPort = Number(process.env.TEST_PORT ?? 3100);
/** Fixed so a spec can set its baseURL before the instance exists. */
export const FAULT_INSTANCE_PORT = testPort + 80;
export const FAULT_INSTANCE_URL = `http://localhost:${FAULT_INSTANCE_PORT}`;

export interface FaultInstance {
  readonly proxy: FaultProxy;
  stop(): Promise<void>;
}

export async function startFaultInstance(): Promise<FaultInstance> {
  const system = readTestSystemFile(testPort);
  const proxy = await startFaultProxy(system.baseUrl.replace("localhost", "127.0.0.1"));
  try {
    const instance = await startAppInstance({
      port: FAULT_INSTANCE_PORT,
      env: {
        ...system.env,
        CREDIT_API_URL: proxy.url,
        // Loaded CI machines: the flow is not about the production budget.
        CREDIT_API_TIMEOUT_MS: "15000",
        // The breaker tries again soon after the API comes back, so the person's retry meets the API.
        CREDIT_API_BREAKER_HALF_OPEN_MS: "300",
        OPERATION_TRACKER: "off",
        LOG_LEVEL: "error",
      },
    });
    return {
      proxy,
      async stop() {
        await instance.stop();
        await proxy.close();
      },
    };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}
