import { StatusMessage } from "@/components/shell/status-message";

/** 403: the operator is signed in but its role or branch does not allow this page. */
export default function Forbidden() {
  return (
    <StatusMessage
      code="Erro 403"
      title="Acesso não permitido"
      text="Seu perfil ou sua agência não dá acesso a esta página. Se precisar dela, fale com o gestor."
      tone="red"
    />
  );
}
