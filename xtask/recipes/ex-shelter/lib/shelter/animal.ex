defmodule Shelter.Animal do
  @moduledoc "An animal in the shelter."
  defstruct [:id, :name, :species, :born, vaccinated: false, adopted_by: nil]

  @species ~w(dog cat rabbit ferret)a

  def new(id, name, species, born) when species in @species do
    %__MODULE__{id: id, name: name, species: species, born: born}
  end

  def age_in_months(%__MODULE__{born: born}, today) do
    (today.year - born.year) * 12 + today.month - born.month
  end

  def adoptable?(%__MODULE__{vaccinated: v, adopted_by: nil} = animal, today) do
    v and age_in_months(animal, today) >= 2
  end

  def adoptable?(_animal, _today), do: false
end
