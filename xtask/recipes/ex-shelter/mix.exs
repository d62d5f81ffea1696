defmodule Shelter.MixProject do
  use Mix.Project

  def project do
    [app: :shelter, version: "0.3.0", elixir: "~> 1.14", deps: []]
  end

  def application do
    [extra_applications: [:logger]]
  end
end
