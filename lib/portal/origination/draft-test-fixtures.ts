/** A wizard's first two steps as a draft records them, for the unit tests of the draft's data and steps. */
export const TEST_BORROWER = {
  personId: "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f",
  registrationNumber: "52998224725",
  name: "Maria",
  birthDate: "1988-04-12",
  bankAccount: { id: "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e40", bankCode: "001", agency: "1", accountNumber: "2", accountDigit: "3", accountType: "Checking" as const, holderRegistrationNumber: "52998224725" },
};

export const APPROVED_AUTHORIZATION = { id: "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e41", status: "Approved" as const, checkedAt: "2026-11-22T10:00:00Z" };
