ALTER TABLE "fuel_records" ALTER COLUMN "odometer" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "maintenance_records" ALTER COLUMN "mileage" SET DATA TYPE double precision;