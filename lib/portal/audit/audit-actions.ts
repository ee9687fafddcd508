/**
 * The closed list of audited operator actions (dotted names, like dub's audit logs) with their pt-BR labels
 * for the manager's audit page. Adding an action means adding it here; nothing else writes free-form names.
 */
export const AUDIT_ACTIONS = {
  "auth.sign_in": "Entrada",
  "auth.sign_in_failed": "Entrada recusada",
  "auth.locked_out": "Conta bloqueada por tentativas",
  "auth.sign_out": "Saída",
  "auth.sign_out_everywhere": "Saída de todas as sessões",
  "session.revoked": "Sessão revogada",
  "operator.created": "Operador criado",
  "operator.updated": "Operador alterado",
  "operator.disabled": "Operador desativado",
  "operator.enabled": "Operador reativado",
  "operator.password_reset": "Senha redefinida",
  "branch.credential_changed": "Credencial da agência alterada",
  "audit.exported": "Histórico exportado",
  "pipeline.exported": "Painel gerencial exportado",
  "borrower.registered": "Tomador cadastrado",
  "borrower.account_added": "Conta de liquidação cadastrada",
  "borrower.document_uploaded": "Documento anexado ao tomador",
  "margin.authorization_requested": "Autorização de margem registrada",
  "margin.queried": "Margem consultada",
  "operation.proposal_sent": "Proposta enviada ao empregador",
  "operation.created": "Operação criada",
  "operation.updated": "Operação alterada",
  "operation.submitted": "Operação enviada à aprovação",
  "operation.collateral_updated": "Garantia alterada",
  "operation.revision_closed": "Revisão de garantia concluída",
  "operation.account_corrected": "Conta de liquidação corrigida",
  "operation.canceled": "Cancelamento solicitado",
  "operation.deleted": "Operação excluída",
  "operation.restored": "Operação restaurada",
  "operation.uploaded": "Documentos anexados",
  "operation.branch_assigned": "Operação atribuída a uma agência",
  "desk.revision": "Mesa: devolvida para correção",
  "desk.disapproved": "Mesa: reprovada",
  "desk.manual_stage_concluded": "Mesa: etapa manual concluída",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}
