import { signOutAction } from "@/lib/portal/auth/actions";
import { Button } from "@/components/ui/button";

/** A plain form: signing out works even before the page's JavaScript has loaded. */
export function SignOutButton() {
  return (
    <form action={signOutAction}>
      <Button type="submit" variant="secondary" size="sm">
        Sair
      </Button>
    </form>
  );
}
