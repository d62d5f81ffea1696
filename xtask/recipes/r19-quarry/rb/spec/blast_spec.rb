require_relative '../lib/blast'

RSpec.describe Blast do
  %w[north east south west upper lower].each_with_index do |face, f|
    describe "#{face} face" do
      (1..80).each do |holes|
        it "plans #{holes} holes" do
          plan = Blast.plan(face, holes)
          expect(plan[:holes]).to eq(holes)
          if face == 'east' && holes == 23
            expect(plan).to eq(face: 'east', holes: 23, charge: 372.6, delay_ms: 25)
          end
          if face == 'west' && holes == 52
            expect(Blast.charge_kg(14, 3)).to be_within(0.05).of(18.0)
          end
        end
      end
    end
  end
end
