CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"category" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recurring" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_due_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"due_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"title" text NOT NULL,
	"service_type" text,
	"due_date" date,
	"due_mileage" integer,
	"repeat_months" integer,
	"repeat_km" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"distance_unit" text DEFAULT 'km' NOT NULL,
	"volume_unit" text DEFAULT 'l' NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fuel_records" ADD COLUMN "volume" double precision;--> statement-breakpoint
ALTER TABLE "fuel_records" ADD COLUMN "kwh" double precision;--> statement-breakpoint
ALTER TABLE "fuel_records" ADD COLUMN "odometer" integer;--> statement-breakpoint
ALTER TABLE "fuel_records" ADD COLUMN "full_tank" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fuel_records" ADD COLUMN "missed_previous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fuel_records" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "fuel_records" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD COLUMN "receipt_url" text;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "initial_mileage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "vin" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "nickname" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "plate" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "fuel_type" text;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_due_notices" ADD CONSTRAINT "service_due_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_due_notices" ADD CONSTRAINT "service_due_notices_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_user_id_date_idx" ON "expenses" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "expenses_vehicle_id_date_idx" ON "expenses" USING btree ("vehicle_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "service_due_notices_vehicle_item_due_idx" ON "service_due_notices" USING btree ("vehicle_id","item_key","due_key");--> statement-breakpoint
CREATE INDEX "service_due_notices_user_id_idx" ON "service_due_notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_reminders_user_id_idx" ON "service_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_reminders_vehicle_id_idx" ON "service_reminders" USING btree ("vehicle_id");