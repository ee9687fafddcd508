"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Dialog } from "radix-ui";
import { useState, type ReactNode } from "react";
import { cx } from "@/components/ui/class-names";
import { Button } from "@/components/ui/button";

export interface NavLinkItem {
  readonly label: string;
  readonly href: string;
  /** Shown after the label (a count of things waiting). */
  readonly badge?: ReactNode;
}

/** The section a path belongs to: the longest item whose address starts it ("/" only for the home page). */
export function activeHref(pathname: string, items: readonly NavLinkItem[]): string | undefined {
  return items
    .filter((item) => (item.href === "/" ? pathname === "/" : pathname === item.href || pathname.startsWith(`${item.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
}

/**
 * The operator's sections: inline on a desk, a menu sheet on a phone; the current section is marked
 * (`aria-current="page"`) in both.
 */
export function MainNav({ items, account }: { items: readonly NavLinkItem[]; account: ReactNode }) {
  const pathname = usePathname();
  const active = activeHref(pathname, items);
  const [open, setOpen] = useState(false);
  const link = (item: NavLinkItem, mobile: boolean) => (
    <Link
      href={item.href}
      aria-current={item.href === active ? "page" : undefined}
      onClick={() => setOpen(false)}
      className={cx(
        "rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
        mobile ? "flex items-center px-3 py-2.5 text-base" : "flex items-center whitespace-nowrap px-3 py-2 text-sm",
        item.href === active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
      )}
    >
      {item.label}
      {item.badge}
    </Link>
  );
  return (
    <>
      <nav aria-label="Navegação principal" className="hidden min-w-0 flex-1 lg:block">
        <ul className="flex flex-wrap items-center gap-1">
          {items.map((item) => (
            <li key={item.href}>{link(item, false)}</li>
          ))}
        </ul>
      </nav>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="secondary" size="sm" className="ml-auto lg:hidden" aria-label="Abrir o menu" icon={<Menu aria-hidden className="h-5 w-5" />}>
            Menu
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl focus:outline-none lg:hidden">
            <div className="flex items-center justify-between">
              <Dialog.Title className="font-semibold text-brand-900">Menu</Dialog.Title>
              <Dialog.Close className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100" aria-label="Fechar o menu">
                <X aria-hidden className="h-5 w-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">Seções do portal e sua conta</Dialog.Description>
            <nav aria-label="Navegação principal (menu)">
              <ul className="space-y-1">
                {items.map((item) => (
                  <li key={item.href}>{link(item, true)}</li>
                ))}
              </ul>
            </nav>
            <div className="mt-auto border-t border-slate-200 pt-4">{account}</div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
