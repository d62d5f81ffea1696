defmodule Shelter.KennelTest do
  use ExUnit.Case, async: true
  alias Shelter.{Animal, Kennel}

  @today ~D[2024-06-15]

  defp rex, do: Animal.new(1, "Rex", :dog, ~D[2022-01-10])
  defp tom, do: %{Animal.new(2, "Tom", :cat, ~D[2024-05-01]) | vaccinated: true}
  defp bun, do: %{Animal.new(3, "Bun", :rabbit, ~D[2023-03-03]) | vaccinated: true}
  defp fer, do: Animal.new(4, "Slinky", :ferret, ~D[2023-08-20])

  test "admits an animal into an empty kennel" do
    assert {:ok, [%Animal{name: "Rex"}]} = Kennel.admit([], rex())
  end

  test "refuses a fifth ferret" do
    full = for i <- 1..4, do: %{fer() | id: 100 + i}
    assert Kennel.admit(full, fer()) == {:error, {:full, :ferret}}
  end

  test "adopts an animal by id" do
    assert {:ok, %Animal{adopted_by: "Okafor"}} = Kennel.adopt([rex(), tom()], 2, "Okafor")
  end

  test "adopting twice is refused" do
    adopted = %{rex() | adopted_by: "Lind"}
    assert Kennel.adopt([adopted], 1, "Okafor") == {:error, :already_adopted}
  end

  test "counts animals by species" do
    kennel = [rex(), tom(), bun(), %{tom() | id: 9, name: "Mia"}]
    assert Kennel.by_species(kennel) == %{dog: 1, cat: 2, rabbit: 1, ferret: 0}
  end

  test "names are sorted" do
    assert Kennel.names([tom(), rex(), bun()]) == ["Bun", "Rex", "Tom"]
  end

  test "fees per species" do
    assert Enum.map([rex(), tom(), bun()], &Kennel.fee/1) == [150, 90, 40]
  end

  test "a ferret's fee" do
    assert Kennel.fee(fer()) == 60
  end

  test "a kitten of six weeks is not adoptable" do
    refute Animal.adoptable?(tom(), @today)
  end

  test "an unvaccinated dog is not adoptable" do
    refute Animal.adoptable?(rex(), @today)
  end

  test "age in months" do
    assert Animal.age_in_months(bun(), @today) == 15
  end

  test "a parrot is not a known species" do
    assert_raise ArgumentError, fn -> Animal.new(5, "Polly", :parrot, ~D[2020-01-01]) end
  end

  test "the full ledger of a busy week" do
    kennel = [rex(), tom(), bun(), fer()]
    {:ok, kennel} = Kennel.admit(kennel, %{rex() | id: 11, name: "Bolt"})
    assert length(kennel) == 5
    assert Kennel.names(kennel) == ["Bolt", "Bun", "Rex", "Slinky", "Tom", "Whiskers"]
  end
end
