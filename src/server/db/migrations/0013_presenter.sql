CREATE TABLE "reading_states" (
	"user_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"completed" text[] DEFAULT '{}'::text[] NOT NULL,
	"pinned_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_states_user_id_subject_kind_subject_id_pk" PRIMARY KEY("user_id","subject_kind","subject_id")
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "presenter_style" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "presenter_mode" text DEFAULT 'cards' NOT NULL;--> statement-breakpoint
ALTER TABLE "reading_states" ADD CONSTRAINT "reading_states_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_states_pinned_idx" ON "reading_states" USING btree ("user_id","subject_kind") WHERE "reading_states"."pinned_at" is not null;