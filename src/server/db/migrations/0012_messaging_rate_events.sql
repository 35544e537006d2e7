CREATE TABLE "messaging_rate_events" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging_rate_events" ADD CONSTRAINT "messaging_rate_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_rate_events_user_idx" ON "messaging_rate_events" USING btree ("user_id","kind","created_at" DESC NULLS LAST);