CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"photo_url" text,
	"is_creator" boolean DEFAULT false NOT NULL,
	"preferences" jsonb NOT NULL,
	"subscription" jsonb NOT NULL,
	"generation_count" integer DEFAULT 0 NOT NULL,
	"generation_month" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM') NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
