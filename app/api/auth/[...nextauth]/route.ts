import { handlers } from "@/lib/portal/auth/auth";

export const { GET, POST } = handlers;
