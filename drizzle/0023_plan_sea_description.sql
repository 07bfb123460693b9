ALTER TABLE "plans" ADD COLUMN "sea_description" text NOT NULL DEFAULT '';
--> statement-breakpoint
UPDATE "plans" SET "sea_description" = 'Die schlichte Seebestattung mit allen notwendigen Leistungen: Einäscherung, Seeurne, Überführung und Behördengänge. Die Reederei setzt die Urne ohne Begleitung auf See bei; Sie erhalten einen Seekartenauszug mit der Position.' WHERE "id" = 'basic';
--> statement-breakpoint
UPDATE "plans" SET "sea_description" = 'Alles aus der Stillen Seebestattung, dazu hochwertigere Ausstattung und Blumenschmuck für den Abschied. Ihre Angehörigen begleiten die Beisetzung an Bord.' WHERE "id" = 'high';
--> statement-breakpoint
UPDATE "plans" SET "sea_description" = 'Die umfassende Vorsorge auf See: Beisetzung in Begleitung Ihrer Angehörigen an Bord, edle Ausstattung, Blumenschmuck, Trauerkarten und eine Traueranzeige in der Zeitung.' WHERE "id" = 'premium';
--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "sea_description" DROP DEFAULT;
