terraform {
  required_version = ">= 1.5"
}

variable "environment" {
  type    = string
  default = "staging"
}

variable "regions" {
  type    = list(string)
  default = ["eu-west-1", "eu-central-1", "us-east-2"]
}

variable "services" {
  type = map(object({ replicas = number, port = number, image = string }))
  default = {
    api      = { replicas = 3, port = 8080, image = "registry.example.com/fleet/api:2.14.1" }
    worker   = { replicas = 5, port = 9090, image = "registry.example.com/fleet/worker:2.14.1" }
    billing  = { replicas = 2, port = 8443, image = "registry.example.com/fleet/billing:1.9.0" }
    notifier = { replicas = 1, port = 7070, image = "registry.example.com/fleet/notifier:0.4.2" }
  }
}

locals {
  services = var.services
}

resource "terraform_data" "service" {
  for_each = local.services
  input = {
    name     = each.key
    env      = var.environment
    replicas = each.value.replicas
    port     = each.value.port
    image    = each.value.image
  }
}

resource "terraform_data" "region_gateway" {
  count = length(var.regions)
  input = {
    region   = var.regions[count.index]
    upstream = [for name, svc in local.services : "${name}:${svc.port}"]
    tls      = true
  }
  triggers_replace = [var.environment]
}

resource "terraform_data" "migration" {
  input = {
    schema_version = 42
    database       = "fleet_${var.environment}"
  }
  depends_on = [terraform_data.service]
}

output "gateway_regions" {
  value = terraform_data.region_gateway[*].input.region
}

output "service_images" {
  value = { for name, svc in terraform_data.service : name => svc.input.image }
}
