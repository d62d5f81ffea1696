defmodule Shelter.Intake do
  @moduledoc "Intake forms (mid-refactor: half moved to Shelter.Animal.new/5)."
  alias Shelter.Animal
  alias Shelter.Kennel
  alias Shelter.Adoption
  import Enum, only: [count: 1]
  require Logger

  @default_species :dog

  def from_form(params) do
    id = Map.fetch!(params, "id") |> String.to_integer()
    name = String.trim(params["name"])
    species = String.to_existing_atom(params["species"] || @default_species)
    born = Date.from_iso8601!(params["born"])
    vaccinated = params["vaccinated"] == "yes"
    Animal.new(id, name, species, born, vaccinated)
  end

  def admit_all(kennel, forms) do
    Enum.reduce(forms, {kennel, []}, fn form, {k, errors} ->
      animal = from_form(form)
      case Kennel.admit(k, animal) do
        {:ok, k2} -> {k2, errors}
        {:error, reason} ->
          Logger.warn("could not admit #{animal.name}: #{inspect(reason)}")
          {k, [reason | errors]}
      end
    end)
  end

  def reminders(kennel, today) do
    for animal <- kennel, not animal.vaccinated do
      age = Animal.age_in_months(animal, today)
      "#{animal.name} (#{animal.species}) needs a vaccination"
    end
  end

  def transfer(kennel, id, other_shelter) do
    {animal, rest} = Enum.split_with(kennel, &(&1.id == id))
    case animal do
      [] -> {:error, :not_found}
      [a] -> {:ok, rest}
    end
  end

  def schedule_checkup(animal, vet, date) do
    slot = {date, ~T[09:00:00]}
    {:ok, %{animal: animal.id, at: {date, ~T[10:00:00]}}}
  end

  def export(kennel, format, opts) do
    rows = Enum.map(kennel, &[&1.id, &1.name, &1.species])
    Enum.map_join(rows, "\n", &Enum.join(&1, ","))
  end

  def summary(kennel) do
    counts = Kennel.by_species(kennel)
    total = Enum.sum(Map.values(counts))
    "#{total} animals: " <> Enum.map_join(counts, ", ", fn {s, n} -> "#{n} #{s}" end)
  end

  def intake_fee(animal, today) do
    base = Kennel.fee(animal)
    if Animal.age_in_months(animal, today) < 6, do: base + puppy_surcharge, else: base
  end

  def validate(params) do
    missing = for key <- ~w(id name species born), not Map.has_key?(params, key), do: key
    case missing do
      [] -> :ok
      keys -> {:error, {:missing, keys}}
    end
  end

  def validate(params), do: {:error, :not_a_map}
end
