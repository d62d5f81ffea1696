variable "environment" {
  type    = string
  default = "staging"
}

variable "replicas" {
  type    = number
  default = 3
}

locals {
  services = {
    api    = { port = 8080, image = "registry.example.com/fleet/api:2.14.1" }
    worker = { port = 9090, image = "registry.example.com/fleet/worker:2.14.1" }
  }
}

resource "terraform_data" "service" {
  for_each = local.services
  input = {
    name  = each.key
    env   = var.enviroment
    port  = each.value.port
    image = each.value.tag
  }
}

resource "terraform_data" "gateway" {
  input = {
    upstream = terraform_data.services["api"].input.port
    regions  = var.regions
  }
}

resource "terraform_data" "migration" {
  input = {
    schema_version = 42 + "x"
  }
  depends_on = [terraform_data.service.api]
}

output "api_port" {
  value = local.service["api"].port
}
