environment = "production"
regions     = ["eu-west-1", "eu-central-1", "us-east-2", "ap-southeast-1"]
services = {
  api     = { replicas = 6, port = 8080, image = "registry.example.com/fleet/api:2.15.0" }
  worker  = { replicas = 5, port = 9090, image = "registry.example.com/fleet/worker:2.14.1" }
  billing = { replicas = 2, port = 8443, image = "registry.example.com/fleet/billing:1.9.0" }
  audit   = { replicas = 1, port = 8181, image = "registry.example.com/fleet/audit:0.1.0" }
}
