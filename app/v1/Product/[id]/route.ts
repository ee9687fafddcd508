import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { getProduct } from "@/lib/credit/products/list-products";

export const GET = creditRoute(routes.getProduct, async ({ params }) => getProduct(params.id));
