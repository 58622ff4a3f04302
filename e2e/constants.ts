/** The maintenance code the gated e2e server is started with. */
export const E2E_MAINTENANCE_CODE = 'e2e-tester-code';
