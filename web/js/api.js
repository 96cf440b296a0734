// The server's JSON API (docs/api.md). Errors come back as {"error": "…"}; they are thrown
// as Error with that message, word for word.
export async function post(route, body) {
  const response = await fetch(`api/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
  if (!response.ok) throw new Error(reply.error || `HTTP ${response.status}`);
  return reply;
}
