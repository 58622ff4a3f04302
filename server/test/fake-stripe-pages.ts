/** The fake's hosted pages: Checkout (a form Playwright can submit) and the Customer Portal. */

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
  `<body><main>${body}</main></body></html>`;

export function checkoutPage(input: {
  id: string;
  email: string | null;
  plan: string;
  amount: string;
  cancelUrl: string;
}) {
  return page(
    'Fake Stripe Checkout',
    `<h1>Subscribe to ${escape(input.plan)}</h1>
<p>${escape(input.amount)} per month${input.email ? ` for ${escape(input.email)}` : ''}</p>
<form method="post" action="/checkout/${escape(input.id)}/pay">
  <label>Card number <input name="card" value="4242 4242 4242 4242" autocomplete="off"></label>
  <button type="submit">Pay and subscribe</button>
</form>
<p><a href="${escape(input.cancelUrl)}">Cancel</a></p>`,
  );
}

export interface PortalInvoice {
  id: string;
  created: number;
  amount: number;
  status: string;
}

export function portalPage(input: { email: string | null; invoices: PortalInvoice[]; returnUrl: string }) {
  const rows = input.invoices
    .map(
      (i) =>
        `<tr><td>${new Date(i.created * 1000).toISOString().slice(0, 10)}</td><td>${escape(i.id)}</td>` +
        `<td>$${(i.amount / 100).toFixed(2)}</td><td>${escape(i.status)}</td></tr>`,
    )
    .join('');
  return page(
    'Fake Stripe Customer Portal',
    `<h1>Billing</h1>
${input.email ? `<p>${escape(input.email)}</p>` : ''}
<section><h2>Payment method</h2><p>Visa •••• 4242, expires 12/34</p></section>
<section><h2>Invoice history</h2>
<table><thead><tr><th>Date</th><th>Invoice</th><th>Amount</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>
</section>
<p><a href="${escape(input.returnUrl)}">Return to AgentOps</a></p>`,
  );
}
