CREATE TABLE "setup_tokens" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "setup_tokens_single_row" CHECK ("setup_tokens"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "day" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "constellators" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The site's structure (decision NN): the training's modules 0 to 16, live and recorded, and the two workshop
-- courses, without dates or prices (not for sale) until the owner sets them. A database that has them keeps its rows.
INSERT INTO "courses" ("slug", "title", "hour") VALUES
	('talleres-presenciales', 'Taller de Constelaciones Familiares presencial', 10),
	('talleres-virtuales', 'Taller de Constelaciones Familiares virtual', 10)
ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "modules" ("number", "title", "type_module", "topics") VALUES
	(0, 'Módulo 0 - Introducción a las Constelaciones Familiares', 'sincronico', '["Qué es una constelación familiar","Orígenes del método y la mirada sistémica","El campo y el trabajo con representantes","Encuadre ético del trabajo con constelaciones","Presentación del eneagrama como mapa del carácter"]'::jsonb),
	(0, 'Módulo 0 - Introducción a las Constelaciones Familiares', 'asincronico', '["Qué es una constelación familiar","Orígenes del método y la mirada sistémica","El campo y el trabajo con representantes","Encuadre ético del trabajo con constelaciones","Presentación del eneagrama como mapa del carácter"]'::jsonb),
	(1, 'Módulo 1 - Los órdenes del amor', 'sincronico', '["Pertenencia: todos tienen derecho a un lugar","Jerarquía: el orden de llegada al sistema","Equilibrio entre dar y tomar","Conciencia personal, familiar y colectiva","Eneatipo 1: el perfeccionista"]'::jsonb),
	(1, 'Módulo 1 - Los órdenes del amor', 'asincronico', '["Pertenencia: todos tienen derecho a un lugar","Jerarquía: el orden de llegada al sistema","Equilibrio entre dar y tomar","Conciencia personal, familiar y colectiva","Eneatipo 1: el perfeccionista"]'::jsonb),
	(2, 'Módulo 2 - La familia de origen y el genograma', 'sincronico', '["Construcción del genograma familiar","Lealtades invisibles y repeticiones","Los excluidos del sistema","Secretos familiares","Eneatipo 2: el ayudador"]'::jsonb),
	(2, 'Módulo 2 - La familia de origen y el genograma', 'asincronico', '["Construcción del genograma familiar","Lealtades invisibles y repeticiones","Los excluidos del sistema","Secretos familiares","Eneatipo 2: el ayudador"]'::jsonb),
	(3, 'Módulo 3 - Padres e hijos', 'sincronico', '["Tomar a la madre y al padre","El lugar del hijo y la parentificación","Hijos adoptivos y familias ensambladas","Eneatipo 3: el triunfador"]'::jsonb),
	(3, 'Módulo 3 - Padres e hijos', 'asincronico', '["Tomar a la madre y al padre","El lugar del hijo y la parentificación","Hijos adoptivos y familias ensambladas","Eneatipo 3: el triunfador"]'::jsonb),
	(4, 'Módulo 4 - La pareja', 'sincronico', '["Dar y tomar en la pareja","Vínculos anteriores y su lugar","Separaciones y nuevas familias","La pareja y la familia de origen","Eneatipo 4: el romántico"]'::jsonb),
	(4, 'Módulo 4 - La pareja', 'asincronico', '["Dar y tomar en la pareja","Vínculos anteriores y su lugar","Separaciones y nuevas familias","La pareja y la familia de origen","Eneatipo 4: el romántico"]'::jsonb),
	(5, 'Módulo 5 - Duelos y pérdidas', 'sincronico', '["Duelos no resueltos en el sistema","Muertes tempranas y hermanos fallecidos","Pérdidas gestacionales e hijos no nacidos","Acompañar el dolor sin apurarlo","Eneatipo 5: el observador"]'::jsonb),
	(5, 'Módulo 5 - Duelos y pérdidas', 'asincronico', '["Duelos no resueltos en el sistema","Muertes tempranas y hermanos fallecidos","Pérdidas gestacionales e hijos no nacidos","Acompañar el dolor sin apurarlo","Eneatipo 5: el observador"]'::jsonb),
	(6, 'Módulo 6 - Destinos difíciles y trauma transgeneracional', 'sincronico', '["Migraciones y desarraigo","Guerras, persecuciones y exilios en la historia familiar","Víctimas y perpetradores en el sistema","Trauma transgeneracional","Eneatipo 6: el leal"]'::jsonb),
	(6, 'Módulo 6 - Destinos difíciles y trauma transgeneracional', 'asincronico', '["Migraciones y desarraigo","Guerras, persecuciones y exilios en la historia familiar","Víctimas y perpetradores en el sistema","Trauma transgeneracional","Eneatipo 6: el leal"]'::jsonb),
	(7, 'Módulo 7 - Salud, síntomas y enfermedad', 'sincronico', '["El síntoma como mensaje del sistema","Enfermedad y pertenencia","Adicciones y el padre excluido","Constelaciones y acompañamiento médico","Eneatipo 7: el entusiasta"]'::jsonb),
	(7, 'Módulo 7 - Salud, síntomas y enfermedad', 'asincronico', '["El síntoma como mensaje del sistema","Enfermedad y pertenencia","Adicciones y el padre excluido","Constelaciones y acompañamiento médico","Eneatipo 7: el entusiasta"]'::jsonb),
	(8, 'Módulo 8 - Trabajo, dinero y vocación', 'sincronico', '["Dinero y lealtades familiares","Vocación, mandatos y permisos","Éxito y fracaso en el sistema","Herencias y conflictos entre hermanos","Eneatipo 8: el desafiador"]'::jsonb),
	(8, 'Módulo 8 - Trabajo, dinero y vocación', 'asincronico', '["Dinero y lealtades familiares","Vocación, mandatos y permisos","Éxito y fracaso en el sistema","Herencias y conflictos entre hermanos","Eneatipo 8: el desafiador"]'::jsonb),
	(9, 'Módulo 9 - El eneagrama en profundidad', 'sincronico', '["Eneatipo 9: el mediador","Los tres centros: instintivo, emocional y mental","Alas y flechas de integración y desintegración","Los subtipos: conservación, social y sexual"]'::jsonb),
	(9, 'Módulo 9 - El eneagrama en profundidad', 'asincronico', '["Eneatipo 9: el mediador","Los tres centros: instintivo, emocional y mental","Alas y flechas de integración y desintegración","Los subtipos: conservación, social y sexual"]'::jsonb),
	(10, 'Módulo 10 - Eneagrama y constelaciones', 'sincronico', '["Pasiones y virtudes de los nueve tipos","El carácter como lealtad al sistema","Constelar el eneatipo","El eneagrama de la familia"]'::jsonb),
	(10, 'Módulo 10 - Eneagrama y constelaciones', 'asincronico', '["Pasiones y virtudes de los nueve tipos","El carácter como lealtad al sistema","Constelar el eneatipo","El eneagrama de la familia"]'::jsonb),
	(11, 'Módulo 11 - Constelaciones en sesión individual', 'sincronico', '["Trabajo con figuras y muñecos","Anclas de suelo","Constelaciones individuales por videollamada","La entrevista previa"]'::jsonb),
	(11, 'Módulo 11 - Constelaciones en sesión individual', 'asincronico', '["Trabajo con figuras y muñecos","Anclas de suelo","Constelaciones individuales por videollamada","La entrevista previa"]'::jsonb),
	(12, 'Módulo 12 - Constelaciones organizacionales', 'sincronico', '["Los órdenes en las organizaciones","Empresas familiares","Equipos, liderazgo y conflictos laborales","Constelaciones para proyectos y decisiones"]'::jsonb),
	(12, 'Módulo 12 - Constelaciones organizacionales', 'asincronico', '["Los órdenes en las organizaciones","Empresas familiares","Equipos, liderazgo y conflictos laborales","Constelaciones para proyectos y decisiones"]'::jsonb),
	(13, 'Módulo 13 - Nuevas constelaciones', 'sincronico', '["Los movimientos del alma y del espíritu","Constelaciones sin palabras","Movimientos sanadores","El constelador al servicio del movimiento"]'::jsonb),
	(13, 'Módulo 13 - Nuevas constelaciones', 'asincronico', '["Los movimientos del alma y del espíritu","Constelaciones sin palabras","Movimientos sanadores","El constelador al servicio del movimiento"]'::jsonb),
	(14, 'Módulo 14 - El rol del constelador', 'sincronico', '["Postura fenomenológica: mirar sin juzgar","Ética, límites y derivación","Autocuidado del facilitador","Armar y sostener un grupo"]'::jsonb),
	(14, 'Módulo 14 - El rol del constelador', 'asincronico', '["Postura fenomenológica: mirar sin juzgar","Ética, límites y derivación","Autocuidado del facilitador","Armar y sostener un grupo"]'::jsonb),
	(15, 'Módulo 15 - Práctica supervisada I', 'sincronico', '["Facilitación de constelaciones en grupo","Devolución del equipo docente","Registro y análisis de casos","Supervisión entre pares"]'::jsonb),
	(15, 'Módulo 15 - Práctica supervisada I', 'asincronico', '["Facilitación de constelaciones en grupo","Devolución del equipo docente","Registro y análisis de casos","Supervisión entre pares"]'::jsonb),
	(16, 'Módulo 16 - Práctica supervisada II y cierre', 'sincronico', '["Facilitación supervisada de constelaciones individuales","Presentación del trabajo final","Integración de la formación","Acreditación como constelador o consteladora","Ritual de cierre"]'::jsonb),
	(16, 'Módulo 16 - Práctica supervisada II y cierre', 'asincronico', '["Facilitación supervisada de constelaciones individuales","Presentación del trabajo final","Integración de la formación","Acreditación como constelador o consteladora","Ritual de cierre"]'::jsonb)
ON CONFLICT ("type_module", "number") DO NOTHING;--> statement-breakpoint
-- A database seeded with the demo before this migration: its demo rows, known by their drawn pictures and their
-- example links and bank details, become marked so that 'Quitar el contenido de demostración' finds them.
UPDATE "activities" SET "demo" = true WHERE "img" LIKE 'demo-%';--> statement-breakpoint
UPDATE "articles" SET "demo" = true WHERE "img" LIKE 'demo-%';--> statement-breakpoint
UPDATE "constellators" SET "demo" = true WHERE "avatar" LIKE 'demo-%';--> statement-breakpoint
UPDATE "modules" SET "demo" = true WHERE "link_intro" LIKE 'https://videos.example.com/%';--> statement-breakpoint
UPDATE "courses" SET "demo" = true WHERE "link_mp" IN ('https://mpago.la/2Xk9fQe', 'https://mpago.la/1Vr7tLw');--> statement-breakpoint
UPDATE "payment_settings" SET "demo" = true WHERE "alias" = 'DEMO.NO.TRANSFERIR';
