// SPDX-License-Identifier: Apache-2.0
// First module of the strict-CSP page (see csp.test.ts): records every Content-Security-Policy and
// Trusted Types violation from before the library loads.
const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} ${event.sample}`.trim());
});
(window as unknown as { cspViolations: string[] }).cspViolations = violations;
