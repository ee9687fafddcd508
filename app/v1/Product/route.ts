import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { listProducts } from "@/lib/credit/products/list-products";

export const GET = creditRoute(routes.listProducts, async ({ query }) => listProducts(query));
