/** A form's outcome: a refusal (role="alert", read out at once) or a confirmation (role="status"). */
export function FormAlert({ message, tone }: { message: string | null | undefined; tone: "error" | "success" }) {
  if (!message) return null;
  return tone === "error" ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  ) : (
    <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      {message}
    </p>
  );
}
