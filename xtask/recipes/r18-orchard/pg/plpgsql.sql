-- Settles a season: settle_season loops over 400 growers, settle_grower prices their deliveries
-- through price_delivery, which raises for a grade the tariff does not know.
CREATE OR REPLACE FUNCTION price_delivery(grower int, crates int, grade int) RETURNS int
LANGUAGE plpgsql AS $$
BEGIN
    IF grade NOT IN (1, 2, 3) THEN
        RAISE EXCEPTION 'no tariff for grade % (grower %, % crates)', grade, grower, crates
            USING HINT = 'grades are 1, 2 or 3; check the packhouse import', ERRCODE = 'data_exception';
    END IF;
    RETURN crates * CASE grade WHEN 1 THEN 620 WHEN 2 THEN 480 ELSE 210 END;
END $$;

CREATE OR REPLACE FUNCTION settle_grower(grower int) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
    total int := 0;
    g int;
BEGIN
    FOR d IN 1..4 LOOP
        g := CASE WHEN grower = 287 AND d = 3 THEN 4 ELSE 1 + (grower + d) % 3 END;
        total := total + price_delivery(grower, 10 + (grower * d) % 30, g);
    END LOOP;
    RAISE NOTICE 'grower % settled: % pence', grower, total;
    RETURN total;
END $$;

CREATE OR REPLACE FUNCTION settle_season() RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
    paid int := 0;
BEGIN
    FOR grower IN 1..400 LOOP
        paid := paid + settle_grower(grower);
    END LOOP;
    RETURN paid;
END $$;

SELECT settle_season();
