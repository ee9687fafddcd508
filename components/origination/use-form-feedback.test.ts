// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { createElement } from "react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ErrorSummary } from "@/components/ui/error-summary";
import { useFormFeedback } from "./use-wizard";

// use-wizard.ts also holds the wizard's navigation, which reads Next's router; the feedback hook does not.
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

afterEach(cleanup);

type Borrower = { name: string; registrationNumber: string };
const SHOWN = ["name", "registrationNumber"] as const;

/** A wizard step's form with its feedback, as the steps wire them. */
function useStepForm() {
  const form = useForm<Borrower>({ defaultValues: { name: "", registrationNumber: "" } });
  const { errors } = form.formState;
  const feedback = useFormFeedback(form, SHOWN);
  return { form, errors, feedback };
}

describe("useFormFeedback", () => {
  test("a server refusal puts each message on its shown field, the rest and the general message in the summary's root", () => {
    const { result } = renderHook(useStepForm);
    act(() =>
      result.current.feedback.fail({
        ok: false,
        code: "invalid",
        message: "Revise os dados do tomador.",
        fieldErrors: { name: "informe o nome completo", "address.city": "informe a cidade" },
      }),
    );
    expect(result.current.errors.name?.message).toBe("informe o nome completo");
    expect(result.current.errors.registrationNumber).toBeUndefined();
    expect(result.current.errors.root?.message).toBe("Revise os dados do tomador. informe a cidade");
  });

  test("a general message that a field already says is not said twice", () => {
    const { result } = renderHook(useStepForm);
    act(() => result.current.feedback.fail({ ok: false, code: "conflict", message: "CPF já cadastrado", fieldErrors: { registrationNumber: "CPF já cadastrado" } }));
    expect(result.current.errors.registrationNumber?.message).toBe("CPF já cadastrado");
    expect(result.current.errors.root).toBeUndefined();
  });

  test("each refused submit, by the browser's schema or by the server, asks the summary for the focus again", () => {
    const { result } = renderHook(useStepForm);
    expect(result.current.feedback.focusKey).toBe(0);
    act(() => result.current.feedback.onInvalid());
    expect(result.current.feedback.focusKey).toBe(1);
    act(() => result.current.feedback.fail({ ok: false, code: "upstream", message: "Serviço de crédito indisponível." }));
    expect(result.current.feedback.focusKey).toBe(2);
    expect(result.current.errors.root?.message).toBe("Serviço de crédito indisponível.");
  });

  test("with the error summary: hidden before any submit, focused with the messages after a refusal", () => {
    function Step() {
      const { errors, feedback } = useStepForm();
      return createElement(
        "div",
        null,
        createElement(ErrorSummary, { formId: "tomador", errors, labels: { name: "Nome", registrationNumber: "CPF" }, focusKey: feedback.focusKey }),
        createElement("button", { type: "button", onClick: () => feedback.fail({ ok: false, code: "invalid", message: "Revise os dados do tomador.", fieldErrors: { name: "informe o nome completo" } }) }, "Continuar"),
      );
    }
    render(createElement(Step));
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => screen.getByRole("button", { name: "Continuar" }).click());
    const summary = screen.getByRole("alert");
    expect(summary.textContent).toContain("Revise os dados do tomador.");
    expect(summary.textContent).toContain("informe o nome completo");
    expect(document.activeElement).toBe(summary);
  });
});
