resource "terraform_data" "dns_record" {
  for_each = toset(var.zones)
  input = {
    zone   = each.value
    target = terraform_data.gateway.output.hostname
    ttl    = local.default_ttl
  }
}

resource "terraform_data" "firewall" {
  count = var.firewall_rules
  input = {
    allow = [for svc in local.services : svc.ports]
    deny  = module.security.blocked_ranges
  }
}

resource "terraform_data" "certificate" {
  input = {
    domain  = "${var.environment}.fleet.example.com"
    issuer  = data.terraform_remote_state.pki.outputs.issuer
    renew   = each.key
  }
}

output "dns_names" {
  value = [for r in terraform_data.dns_records : r.input.zone]
}
