defmodule Shelter.Kennel do
  @moduledoc "Kennel assignment and adoption bookkeeping."
  alias Shelter.Animal

  @capacity %{dog: 12, cat: 20, rabbit: 8, ferret: 4}

  def admit(kennel, %Animal{species: s} = animal) do
    count = Enum.count(kennel, fn a -> a.species == s end)

    if count >= Map.fetch!(@capacity, s) do
      {:error, {:full, s}}
    else
      {:ok, [animal | kennel]}
    end
  end

  def adopt(kennel, id, family) do
    case Enum.find(kennel, &(&1.id == id)) do
      nil -> {:error, :not_found}
      %Animal{adopted_by: nil} = a -> {:ok, %{a | adopted_by: family}}
      %Animal{} -> {:error, :already_adopted}
    end
  end

  def by_species(kennel) do
    kennel |> Enum.group_by(& &1.species) |> Map.new(fn {k, v} -> {k, length(v)} end)
  end

  def fee(%Animal{species: :dog}), do: 150
  def fee(%Animal{species: :cat}), do: 90
  def fee(%Animal{species: :rabbit}), do: 40

  def names(kennel), do: kennel |> Enum.map(& &1.name) |> Enum.sort()
end
