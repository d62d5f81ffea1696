// Carrier defaults and the per-carrier retry policy.
{
  defaults:: { retries: 3, timeout_s: 30 },
  carrier(code, name, overrides={}):: self.defaults + { code: code, name: name } + overrides,
  backoff(c):: if c.retries > 0 then [c.timeout_s * n for n in std.range(1, c.retries)] else error 'carrier %s has no retries left' % c.code,
}
