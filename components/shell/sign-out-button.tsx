import { signOutAction } from "@/app/(portal)/account/actions";

/** A plain form: signing out works even before the page's JavaScript has loaded. */
export function SignOutButton() {
  return (
    <form action={signOutAction}>
      <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-slate-700 hover:bg-slate-50">
        Sair
      </button>
    </form>
  );
}
