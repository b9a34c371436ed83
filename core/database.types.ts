// Generated from supabase/migrations by `npm run db:types` (scripts/generateTypes.ts). Do not edit.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Lets createClient<Database>() pick the PostgREST version without a second type argument.
  __InternalSupabase: {
    PostgrestVersion: "14.1"
  }
  public: {
    Tables: {
      audio_speakers: {
        Row: {
          audio_id: string
          position: number
          speaker_id: string
        }
        Insert: {
          audio_id: string
          position?: number
          speaker_id: string
        }
        Update: {
          audio_id?: string
          position?: number
          speaker_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "audio_speakers_audio_id_fkey"
            columns: ["audio_id"]
            isOneToOne: false
            referencedRelation: "audios"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "audio_speakers_speaker_id_fkey"
            columns: ["speaker_id"]
            isOneToOne: false
            referencedRelation: "speakers"
            referencedColumns: ["id"]
          },
        ]
      }
      audios: {
        Row: {
          audio_url: string
          cover_art_url: string | null
          created_at: string
          description: string | null
          duration_seconds: number | null
          id: string
          is_published: boolean
          published_at: string | null
          scripture_references: Json
          series_id: string | null
          series_position: number | null
          slug: string
          speaker_id: string | null
          tags: string[]
          title: string
          transcript_vtt: string | null
          updated_at: string
        }
        Insert: {
          audio_url: string
          cover_art_url?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          id?: string
          is_published?: boolean
          published_at?: string | null
          scripture_references?: Json
          series_id?: string | null
          series_position?: number | null
          slug?: string
          speaker_id?: string | null
          tags?: string[]
          title: string
          transcript_vtt?: string | null
          updated_at?: string
        }
        Update: {
          audio_url?: string
          cover_art_url?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          id?: string
          is_published?: boolean
          published_at?: string | null
          scripture_references?: Json
          series_id?: string | null
          series_position?: number | null
          slug?: string
          speaker_id?: string | null
          tags?: string[]
          title?: string
          transcript_vtt?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "audios_series_id_fkey"
            columns: ["series_id"]
            isOneToOne: false
            referencedRelation: "series"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "audios_speaker_id_fkey"
            columns: ["speaker_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      audit_log: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string | null
          actor_role: string | null
          after: Json | null
          before: Json | null
          changed_columns: string[] | null
          id: number
          occurred_at: string
          row_id: string | null
          row_label: string | null
          table_name: string
        }
        Insert: {
          action: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role?: string | null
          after?: Json | null
          before?: Json | null
          changed_columns?: string[] | null
          id?: never
          occurred_at?: string
          row_id?: string | null
          row_label?: string | null
          table_name: string
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role?: string | null
          after?: Json | null
          before?: Json | null
          changed_columns?: string[] | null
          id?: never
          occurred_at?: string
          row_id?: string | null
          row_label?: string | null
          table_name?: string
        }
        Relationships: []
      }
      contact_inquiries: {
        Row: {
          created_at: string
          email: string
          handled: boolean
          id: string
          interest_type: string | null
          message: string
          name: string
          phone: string | null
          subject: string | null
          website: string | null
          whatsapp_consent: boolean
        }
        Insert: {
          created_at?: string
          email: string
          handled?: boolean
          id?: string
          interest_type?: string | null
          message: string
          name: string
          phone?: string | null
          subject?: string | null
          website?: string | null
          whatsapp_consent?: boolean
        }
        Update: {
          created_at?: string
          email?: string
          handled?: boolean
          id?: string
          interest_type?: string | null
          message?: string
          name?: string
          phone?: string | null
          subject?: string | null
          website?: string | null
          whatsapp_consent?: boolean
        }
        Relationships: []
      }
      data_exports: {
        Row: {
          bytes: number | null
          created_at: string
          done: number
          error: string | null
          files: number | null
          finished_at: string | null
          id: string
          requested_by: string | null
          started_at: string | null
          state: string
          storage_path: string | null
          tables: number | null
          total: number | null
          updated_at: string
        }
        Insert: {
          bytes?: number | null
          created_at?: string
          done?: number
          error?: string | null
          files?: number | null
          finished_at?: string | null
          id?: string
          requested_by?: string | null
          started_at?: string | null
          state?: string
          storage_path?: string | null
          tables?: number | null
          total?: number | null
          updated_at?: string
        }
        Update: {
          bytes?: number | null
          created_at?: string
          done?: number
          error?: string | null
          files?: number | null
          finished_at?: string | null
          id?: string
          requested_by?: string | null
          started_at?: string | null
          state?: string
          storage_path?: string | null
          tables?: number | null
          total?: number | null
          updated_at?: string
        }
        Relationships: []
      }
      donations: {
        Row: {
          amount: number
          created_at: string
          currency: string
          donation_date: string
          donor_email: string | null
          donor_email_normalized: string | null
          donor_name: string | null
          fund: string
          id: string
          notes: string | null
          recurring: boolean
          refunded_at: string | null
          source: string
          status: string
          stripe_customer_id: string | null
          stripe_payment_intent_id: string | null
          updated_at: string
        }
        Insert: {
          amount: number
          created_at?: string
          currency?: string
          donation_date?: string
          donor_email?: string | null
          donor_email_normalized?: never
          donor_name?: string | null
          fund?: string
          id?: string
          notes?: string | null
          recurring?: boolean
          refunded_at?: string | null
          source?: string
          status?: string
          stripe_customer_id?: string | null
          stripe_payment_intent_id?: string | null
          updated_at?: string
        }
        Update: {
          amount?: number
          created_at?: string
          currency?: string
          donation_date?: string
          donor_email?: string | null
          donor_email_normalized?: never
          donor_name?: string | null
          fund?: string
          id?: string
          notes?: string | null
          recurring?: boolean
          refunded_at?: string | null
          source?: string
          status?: string
          stripe_customer_id?: string | null
          stripe_payment_intent_id?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      email_outbox: {
        Row: {
          attempts: number
          batch: string | null
          bulk: boolean
          created_at: string
          headers: Json
          html: string
          id: string
          idempotency_key: string
          interruptions: number
          kind: string
          last_attempt_at: string | null
          last_error: string | null
          lease_expires_at: string | null
          lease_owner: string | null
          message_id: string | null
          next_attempt_at: string
          recipient: string
          sent_at: string | null
          smtp_response: string | null
          status: string
          subject: string
          text: string | null
        }
        Insert: {
          attempts?: number
          batch?: string | null
          bulk?: boolean
          created_at?: string
          headers?: Json
          html: string
          id?: string
          idempotency_key: string
          interruptions?: number
          kind: string
          last_attempt_at?: string | null
          last_error?: string | null
          lease_expires_at?: string | null
          lease_owner?: string | null
          message_id?: string | null
          next_attempt_at?: string
          recipient: string
          sent_at?: string | null
          smtp_response?: string | null
          status?: string
          subject: string
          text?: string | null
        }
        Update: {
          attempts?: number
          batch?: string | null
          bulk?: boolean
          created_at?: string
          headers?: Json
          html?: string
          id?: string
          idempotency_key?: string
          interruptions?: number
          kind?: string
          last_attempt_at?: string | null
          last_error?: string | null
          lease_expires_at?: string | null
          lease_owner?: string | null
          message_id?: string | null
          next_attempt_at?: string
          recipient?: string
          sent_at?: string | null
          smtp_response?: string | null
          status?: string
          subject?: string
          text?: string | null
        }
        Relationships: []
      }
      email_sender_status: {
        Row: {
          checked_at: string | null
          id: boolean
          per_minute: number | null
          problem: string | null
          problem_detail: string | null
        }
        Insert: {
          checked_at?: string | null
          id?: boolean
          per_minute?: number | null
          problem?: string | null
          problem_detail?: string | null
        }
        Update: {
          checked_at?: string | null
          id?: boolean
          per_minute?: number | null
          problem?: string | null
          problem_detail?: string | null
        }
        Relationships: []
      }
      events: {
        Row: {
          created_at: string
          description: string
          ends_at: string
          id: string
          image_url: string | null
          is_published: boolean
          location_address: string | null
          location_name: string | null
          online_url: string | null
          published_at: string | null
          recurrence_exceptions: string[]
          recurrence_rule: string | null
          slug: string
          starts_at: string
          time_zone: string
          title: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string
          ends_at: string
          id?: string
          image_url?: string | null
          is_published?: boolean
          location_address?: string | null
          location_name?: string | null
          online_url?: string | null
          published_at?: string | null
          recurrence_exceptions?: string[]
          recurrence_rule?: string | null
          slug: string
          starts_at: string
          time_zone: string
          title: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string
          ends_at?: string
          id?: string
          image_url?: string | null
          is_published?: boolean
          location_address?: string | null
          location_name?: string | null
          online_url?: string | null
          published_at?: string | null
          recurrence_exceptions?: string[]
          recurrence_rule?: string | null
          slug?: string
          starts_at?: string
          time_zone?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      follow_up_notes: {
        Row: {
          author_id: string | null
          body: string
          created_at: string
          follow_up_id: string
          id: string
        }
        Insert: {
          author_id?: string | null
          body: string
          created_at?: string
          follow_up_id: string
          id?: string
        }
        Update: {
          author_id?: string | null
          body?: string
          created_at?: string
          follow_up_id?: string
          id?: string
        }
        Relationships: [
          {
            foreignKeyName: "follow_up_notes_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "follow_up_notes_follow_up_id_fkey"
            columns: ["follow_up_id"]
            isOneToOne: false
            referencedRelation: "follow_ups"
            referencedColumns: ["id"]
          },
        ]
      }
      follow_ups: {
        Row: {
          closed_at: string | null
          created_at: string
          due_on: string
          id: string
          keep: boolean
          kind: string
          owner_id: string | null
          source_id: string
          status: string
          updated_at: string
        }
        Insert: {
          closed_at?: string | null
          created_at?: string
          due_on: string
          id?: string
          keep?: boolean
          kind: string
          owner_id?: string | null
          source_id: string
          status?: string
          updated_at?: string
        }
        Update: {
          closed_at?: string | null
          created_at?: string
          due_on?: string
          id?: string
          keep?: boolean
          kind?: string
          owner_id?: string | null
          source_id?: string
          status?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "follow_ups_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      group_addresses: {
        Row: {
          address: string
          group_id: string
          id: string
          leader_email: string
          updated_at: string
        }
        Insert: {
          address: string
          group_id: string
          id?: string
          leader_email: string
          updated_at?: string
        }
        Update: {
          address?: string
          group_id?: string
          id?: string
          leader_email?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "group_addresses_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: true
            referencedRelation: "groups"
            referencedColumns: ["id"]
          },
        ]
      }
      group_join_requests: {
        Row: {
          created_at: string
          decided_at: string | null
          email: string | null
          email_normalized: string | null
          group_id: string
          id: string
          message: string
          name: string
          phone: string | null
          status: string
          updated_at: string
          whatsapp_consent: boolean
        }
        Insert: {
          created_at?: string
          decided_at?: string | null
          email?: string | null
          email_normalized?: never
          group_id: string
          id?: string
          message?: string
          name: string
          phone?: string | null
          status?: string
          updated_at?: string
          whatsapp_consent?: boolean
        }
        Update: {
          created_at?: string
          decided_at?: string | null
          email?: string | null
          email_normalized?: never
          group_id?: string
          id?: string
          message?: string
          name?: string
          phone?: string | null
          status?: string
          updated_at?: string
          whatsapp_consent?: boolean
        }
        Relationships: [
          {
            foreignKeyName: "group_join_requests_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "groups"
            referencedColumns: ["id"]
          },
        ]
      }
      groups: {
        Row: {
          capacity: number
          created_at: string
          day_of_week: number
          description: string
          id: string
          is_published: boolean
          kind: string
          leader_first_name: string
          meets_at: string
          name: string
          slug: string
          updated_at: string
          zone: string
        }
        Insert: {
          capacity: number
          created_at?: string
          day_of_week: number
          description?: string
          id?: string
          is_published?: boolean
          kind: string
          leader_first_name: string
          meets_at: string
          name: string
          slug: string
          updated_at?: string
          zone: string
        }
        Update: {
          capacity?: number
          created_at?: string
          day_of_week?: number
          description?: string
          id?: string
          is_published?: boolean
          kind?: string
          leader_first_name?: string
          meets_at?: string
          name?: string
          slug?: string
          updated_at?: string
          zone?: string
        }
        Relationships: []
      }
      job_applications: {
        Row: {
          city_country: string | null
          closed_at: string | null
          cover_letter_text: string | null
          created_at: string
          cv_path: string
          email: string
          id: string
          name: string
          phone: string | null
          position_interest: string
          status: string
          updated_at: string
          website: string | null
          whatsapp_consent: boolean
        }
        Insert: {
          city_country?: string | null
          closed_at?: string | null
          cover_letter_text?: string | null
          created_at?: string
          cv_path: string
          email: string
          id?: string
          name: string
          phone?: string | null
          position_interest: string
          status?: string
          updated_at?: string
          website?: string | null
          whatsapp_consent?: boolean
        }
        Update: {
          city_country?: string | null
          closed_at?: string | null
          cover_letter_text?: string | null
          created_at?: string
          cv_path?: string
          email?: string
          id?: string
          name?: string
          phone?: string | null
          position_interest?: string
          status?: string
          updated_at?: string
          website?: string | null
          whatsapp_consent?: boolean
        }
        Relationships: []
      }
      newsletter_issues: {
        Row: {
          body_markdown: string
          created_at: string
          created_by: string | null
          id: string
          recipient_count: number | null
          send_started_at: string | null
          subject: string
        }
        Insert: {
          body_markdown: string
          created_at?: string
          created_by?: string | null
          id?: string
          recipient_count?: number | null
          send_started_at?: string | null
          subject: string
        }
        Update: {
          body_markdown?: string
          created_at?: string
          created_by?: string | null
          id?: string
          recipient_count?: number | null
          send_started_at?: string | null
          subject?: string
        }
        Relationships: [
          {
            foreignKeyName: "newsletter_issues_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      planned_visits: {
        Row: {
          cancelled_at: string | null
          children: boolean
          created_at: string
          email: string | null
          email_normalized: string | null
          ends_at: string
          id: string
          keep: boolean
          name: string
          party_size: number
          phone: string | null
          place: string
          reminded_at: string | null
          service_id: string
          service_name: string
          starts_at: string
          status: string
          time_zone: string
          updated_at: string
          whatsapp_consent: boolean
        }
        Insert: {
          cancelled_at?: string | null
          children?: boolean
          created_at?: string
          email?: string | null
          email_normalized?: never
          ends_at: string
          id?: string
          keep?: boolean
          name: string
          party_size: number
          phone?: string | null
          place?: string
          reminded_at?: string | null
          service_id: string
          service_name: string
          starts_at: string
          status?: string
          time_zone: string
          updated_at?: string
          whatsapp_consent?: boolean
        }
        Update: {
          cancelled_at?: string | null
          children?: boolean
          created_at?: string
          email?: string | null
          email_normalized?: never
          ends_at?: string
          id?: string
          keep?: boolean
          name?: string
          party_size?: number
          phone?: string | null
          place?: string
          reminded_at?: string | null
          service_id?: string
          service_name?: string
          starts_at?: string
          status?: string
          time_zone?: string
          updated_at?: string
          whatsapp_consent?: boolean
        }
        Relationships: []
      }
      post_speakers: {
        Row: {
          position: number
          post_id: string
          speaker_id: string
        }
        Insert: {
          position?: number
          post_id: string
          speaker_id: string
        }
        Update: {
          position?: number
          post_id?: string
          speaker_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "post_speakers_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "post_speakers_speaker_id_fkey"
            columns: ["speaker_id"]
            isOneToOne: false
            referencedRelation: "speakers"
            referencedColumns: ["id"]
          },
        ]
      }
      posts: {
        Row: {
          author_id: string | null
          category: string
          content: string
          created_at: string
          description: string | null
          featured_image_url: string | null
          id: string
          is_published: boolean
          meta_description: string | null
          published_at: string | null
          scripture_references: Json
          series_id: string | null
          series_position: number | null
          slug: string
          tags: string[]
          title: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          category?: string
          content?: string
          created_at?: string
          description?: string | null
          featured_image_url?: string | null
          id?: string
          is_published?: boolean
          meta_description?: string | null
          published_at?: string | null
          scripture_references?: Json
          series_id?: string | null
          series_position?: number | null
          slug: string
          tags?: string[]
          title: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          category?: string
          content?: string
          created_at?: string
          description?: string | null
          featured_image_url?: string | null
          id?: string
          is_published?: boolean
          meta_description?: string | null
          published_at?: string | null
          scripture_references?: Json
          series_id?: string | null
          series_position?: number | null
          slug?: string
          tags?: string[]
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "posts_series_id_fkey"
            columns: ["series_id"]
            isOneToOne: false
            referencedRelation: "series"
            referencedColumns: ["id"]
          },
        ]
      }
      prayer_requests: {
        Row: {
          approved_at: string | null
          category: string | null
          closed_at: string | null
          created_at: string
          display_name: string | null
          email: string | null
          expires_at: string | null
          id: string
          is_prayed_for: boolean
          is_public: boolean
          is_urgent: boolean
          link_expires_at: string | null
          link_token_hash: string | null
          name: string
          phone: string | null
          prayed_count: number
          public_text: string | null
          request_text: string
          status: string
          visibility: string
          website: string | null
          whatsapp_consent: boolean
        }
        Insert: {
          approved_at?: string | null
          category?: string | null
          closed_at?: string | null
          created_at?: string
          display_name?: string | null
          email?: string | null
          expires_at?: string | null
          id?: string
          is_prayed_for?: boolean
          is_public?: boolean
          is_urgent?: boolean
          link_expires_at?: string | null
          link_token_hash?: string | null
          name: string
          phone?: string | null
          prayed_count?: number
          public_text?: string | null
          request_text: string
          status?: string
          visibility?: string
          website?: string | null
          whatsapp_consent?: boolean
        }
        Update: {
          approved_at?: string | null
          category?: string | null
          closed_at?: string | null
          created_at?: string
          display_name?: string | null
          email?: string | null
          expires_at?: string | null
          id?: string
          is_prayed_for?: boolean
          is_public?: boolean
          is_urgent?: boolean
          link_expires_at?: string | null
          link_token_hash?: string | null
          name?: string
          phone?: string | null
          prayed_count?: number
          public_text?: string | null
          request_text?: string
          status?: string
          visibility?: string
          website?: string | null
          whatsapp_consent?: boolean
        }
        Relationships: []
      }
      prayer_wall_settings: {
        Row: {
          id: boolean
          updated_at: string
          wall_days: number
        }
        Insert: {
          id?: boolean
          updated_at?: string
          wall_days?: number
        }
        Update: {
          id?: boolean
          updated_at?: string
          wall_days?: number
        }
        Relationships: []
      }
      resources: {
        Row: {
          author_id: string | null
          category: string | null
          created_at: string
          description: string | null
          file_path: string | null
          file_size: number | null
          file_type: string | null
          file_url: string
          id: string
          is_published: boolean
          published_at: string | null
          tags: string[]
          thumbnail_path: string | null
          thumbnail_url: string | null
          title: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          category?: string | null
          created_at?: string
          description?: string | null
          file_path?: string | null
          file_size?: number | null
          file_type?: string | null
          file_url: string
          id?: string
          is_published?: boolean
          published_at?: string | null
          tags?: string[]
          thumbnail_path?: string | null
          thumbnail_url?: string | null
          title: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          category?: string | null
          created_at?: string
          description?: string | null
          file_path?: string | null
          file_size?: number | null
          file_type?: string | null
          file_url?: string
          id?: string
          is_published?: boolean
          published_at?: string | null
          tags?: string[]
          thumbnail_path?: string | null
          thumbnail_url?: string | null
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "resources_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      security_settings: {
        Row: {
          admins_require_two_factor: boolean
          id: boolean
          updated_at: string
        }
        Insert: {
          admins_require_two_factor?: boolean
          id?: boolean
          updated_at?: string
        }
        Update: {
          admins_require_two_factor?: boolean
          id?: boolean
          updated_at?: string
        }
        Relationships: []
      }
      series: {
        Row: {
          cover_image_url: string | null
          created_at: string
          description: string | null
          id: string
          is_published: boolean
          slug: string
          title: string
          updated_at: string
        }
        Insert: {
          cover_image_url?: string | null
          created_at?: string
          description?: string | null
          id?: string
          is_published?: boolean
          slug: string
          title: string
          updated_at?: string
        }
        Update: {
          cover_image_url?: string | null
          created_at?: string
          description?: string | null
          id?: string
          is_published?: boolean
          slug?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      signup_dates: {
        Row: {
          capacity: number | null
          closes_at: string | null
          created_at: string
          id: string
          list_id: string
          starts_at: string
        }
        Insert: {
          capacity?: number | null
          closes_at?: string | null
          created_at?: string
          id?: string
          list_id: string
          starts_at: string
        }
        Update: {
          capacity?: number | null
          closes_at?: string | null
          created_at?: string
          id?: string
          list_id?: string
          starts_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "signup_dates_list_id_fkey"
            columns: ["list_id"]
            isOneToOne: false
            referencedRelation: "signup_lists"
            referencedColumns: ["id"]
          },
        ]
      }
      signup_lists: {
        Row: {
          capacity: number
          closes_minutes_before: number
          created_at: string
          description: string
          ends_at: string | null
          event_id: string | null
          id: string
          is_open: boolean
          kind: string
          opening_id: string | null
          questions: Json
          recurrence_rule: string | null
          starts_at: string | null
          time_zone: string | null
          title: string | null
          updated_at: string
          waitlist_limit: number | null
        }
        Insert: {
          capacity: number
          closes_minutes_before?: number
          created_at?: string
          description?: string
          ends_at?: string | null
          event_id?: string | null
          id?: string
          is_open?: boolean
          kind: string
          opening_id?: string | null
          questions?: Json
          recurrence_rule?: string | null
          starts_at?: string | null
          time_zone?: string | null
          title?: string | null
          updated_at?: string
          waitlist_limit?: number | null
        }
        Update: {
          capacity?: number
          closes_minutes_before?: number
          created_at?: string
          description?: string
          ends_at?: string | null
          event_id?: string | null
          id?: string
          is_open?: boolean
          kind?: string
          opening_id?: string | null
          questions?: Json
          recurrence_rule?: string | null
          starts_at?: string | null
          time_zone?: string | null
          title?: string | null
          updated_at?: string
          waitlist_limit?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "signup_lists_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: true
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
        ]
      }
      signups: {
        Row: {
          answers: Json
          arrival: number
          attended_at: string | null
          booking_id: string
          cancelled_at: string | null
          created_at: string
          date_id: string
          email: string | null
          email_normalized: string | null
          id: string
          name: string
          phone: string | null
          promoted_at: string | null
          promotion_mailed_at: string | null
          reminded_at: string | null
          status: string
          whatsapp_consent: boolean
        }
        Insert: {
          answers?: Json
          arrival: number
          attended_at?: string | null
          booking_id: string
          cancelled_at?: string | null
          created_at?: string
          date_id: string
          email?: string | null
          email_normalized?: never
          id?: string
          name: string
          phone?: string | null
          promoted_at?: string | null
          promotion_mailed_at?: string | null
          reminded_at?: string | null
          status: string
          whatsapp_consent?: boolean
        }
        Update: {
          answers?: Json
          arrival?: number
          attended_at?: string | null
          booking_id?: string
          cancelled_at?: string | null
          created_at?: string
          date_id?: string
          email?: string | null
          email_normalized?: never
          id?: string
          name?: string
          phone?: string | null
          promoted_at?: string | null
          promotion_mailed_at?: string | null
          reminded_at?: string | null
          status?: string
          whatsapp_consent?: boolean
        }
        Relationships: [
          {
            foreignKeyName: "signups_date_id_fkey"
            columns: ["date_id"]
            isOneToOne: false
            referencedRelation: "signup_dates"
            referencedColumns: ["id"]
          },
        ]
      }
      site_build_status: {
        Row: {
          id: boolean
          last_built_at: string | null
          last_dispatched_at: string | null
          last_error: string | null
          started_at: string | null
          state: string
          updated_at: string
        }
        Insert: {
          id?: boolean
          last_built_at?: string | null
          last_dispatched_at?: string | null
          last_error?: string | null
          started_at?: string | null
          state?: string
          updated_at?: string
        }
        Update: {
          id?: boolean
          last_built_at?: string | null
          last_dispatched_at?: string | null
          last_error?: string | null
          started_at?: string | null
          state?: string
          updated_at?: string
        }
        Relationships: []
      }
      site_content: {
        Row: {
          area: string
          content: Json
          published_at: string
          published_by: string | null
          version: number
        }
        Insert: {
          area: string
          content: Json
          published_at?: string
          published_by?: string | null
          version: number
        }
        Update: {
          area?: string
          content?: Json
          published_at?: string
          published_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "site_content_published_by_fkey"
            columns: ["published_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      site_content_drafts: {
        Row: {
          area: string
          content: Json
          updated_at: string
          updated_by: string | null
          version: number
        }
        Insert: {
          area: string
          content: Json
          updated_at?: string
          updated_by?: string | null
          version?: number
        }
        Update: {
          area?: string
          content?: Json
          updated_at?: string
          updated_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "site_content_drafts_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      site_content_versions: {
        Row: {
          area: string
          content: Json
          published_at: string
          published_by: string | null
          restored_from: number | null
          version: number
        }
        Insert: {
          area: string
          content: Json
          published_at?: string
          published_by?: string | null
          restored_from?: number | null
          version: number
        }
        Update: {
          area?: string
          content?: Json
          published_at?: string
          published_by?: string | null
          restored_from?: number | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "site_content_versions_published_by_fkey"
            columns: ["published_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      site_rebuild_requests: {
        Row: {
          handled_at: string | null
          id: number
          reason: string
          requested_at: string
        }
        Insert: {
          handled_at?: string | null
          id?: never
          reason: string
          requested_at?: string
        }
        Update: {
          handled_at?: string | null
          id?: never
          reason?: string
          requested_at?: string
        }
        Relationships: []
      }
      speakers: {
        Row: {
          bio: string | null
          created_at: string
          id: string
          name: string
          photo_url: string | null
          slug: string
          updated_at: string
        }
        Insert: {
          bio?: string | null
          created_at?: string
          id?: string
          name: string
          photo_url?: string | null
          slug: string
          updated_at?: string
        }
        Update: {
          bio?: string | null
          created_at?: string
          id?: string
          name?: string
          photo_url?: string | null
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      staff_notification_settings: {
        Row: {
          arrival_emails: boolean
          updated_at: string
          user_id: string
        }
        Insert: {
          arrival_emails?: boolean
          updated_at?: string
          user_id?: string
        }
        Update: {
          arrival_emails?: boolean
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "staff_notification_settings_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      statement_archives: {
        Row: {
          bytes: number | null
          created_at: string
          done: number
          error: string | null
          finished_at: string | null
          id: string
          requested_by: string | null
          started_at: string | null
          state: string
          storage_path: string | null
          total: number | null
          updated_at: string
          year: number
        }
        Insert: {
          bytes?: number | null
          created_at?: string
          done?: number
          error?: string | null
          finished_at?: string | null
          id?: string
          requested_by?: string | null
          started_at?: string | null
          state?: string
          storage_path?: string | null
          total?: number | null
          updated_at?: string
          year: number
        }
        Update: {
          bytes?: number | null
          created_at?: string
          done?: number
          error?: string | null
          finished_at?: string | null
          id?: string
          requested_by?: string | null
          started_at?: string | null
          state?: string
          storage_path?: string | null
          total?: number | null
          updated_at?: string
          year?: number
        }
        Relationships: []
      }
      subscribers: {
        Row: {
          country: string | null
          created_at: string
          email: string
          id: string
          is_active: boolean
          name: string | null
          subscribed_via: string
          wants_reflections: boolean
          website: string | null
        }
        Insert: {
          country?: string | null
          created_at?: string
          email: string
          id?: string
          is_active?: boolean
          name?: string | null
          subscribed_via?: string
          wants_reflections?: boolean
          website?: string | null
        }
        Update: {
          country?: string | null
          created_at?: string
          email?: string
          id?: string
          is_active?: boolean
          name?: string | null
          subscribed_via?: string
          wants_reflections?: boolean
          website?: string | null
        }
        Relationships: []
      }
      testimonials: {
        Row: {
          answers_prayer: boolean
          country: string
          created_at: string
          email: string | null
          id: string
          is_approved: boolean
          name: string
          photo_url: string | null
          prayer_request_id: string | null
          testimonial_text: string
          website: string | null
        }
        Insert: {
          answers_prayer?: boolean
          country: string
          created_at?: string
          email?: string | null
          id?: string
          is_approved?: boolean
          name: string
          photo_url?: string | null
          prayer_request_id?: string | null
          testimonial_text: string
          website?: string | null
        }
        Update: {
          answers_prayer?: boolean
          country?: string
          created_at?: string
          email?: string | null
          id?: string
          is_approved?: boolean
          name?: string
          photo_url?: string | null
          prayer_request_id?: string | null
          testimonial_text?: string
          website?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "testimonials_prayer_request_id_fkey"
            columns: ["prayer_request_id"]
            isOneToOne: true
            referencedRelation: "prayer_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      users: {
        Row: {
          created_at: string
          email: string | null
          id: string
          role: string | null
        }
        Insert: {
          created_at?: string
          email?: string | null
          id: string
          role?: string | null
        }
        Update: {
          created_at?: string
          email?: string | null
          id?: string
          role?: string | null
        }
        Relationships: []
      }
      video_speakers: {
        Row: {
          position: number
          speaker_id: string
          video_id: string
        }
        Insert: {
          position?: number
          speaker_id: string
          video_id: string
        }
        Update: {
          position?: number
          speaker_id?: string
          video_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "video_speakers_speaker_id_fkey"
            columns: ["speaker_id"]
            isOneToOne: false
            referencedRelation: "speakers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "video_speakers_video_id_fkey"
            columns: ["video_id"]
            isOneToOne: false
            referencedRelation: "videos"
            referencedColumns: ["id"]
          },
        ]
      }
      videos: {
        Row: {
          author_id: string | null
          created_at: string
          description: string | null
          duration_seconds: number | null
          id: string
          is_published: boolean
          published_at: string | null
          scripture_references: Json
          series_id: string | null
          series_position: number | null
          slug: string
          tags: string[]
          thumbnail_url: string | null
          title: string
          transcript_vtt: string | null
          updated_at: string
          video_url: string
        }
        Insert: {
          author_id?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          id?: string
          is_published?: boolean
          published_at?: string | null
          scripture_references?: Json
          series_id?: string | null
          series_position?: number | null
          slug?: string
          tags?: string[]
          thumbnail_url?: string | null
          title: string
          transcript_vtt?: string | null
          updated_at?: string
          video_url: string
        }
        Update: {
          author_id?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          id?: string
          is_published?: boolean
          published_at?: string | null
          scripture_references?: Json
          series_id?: string | null
          series_position?: number | null
          slug?: string
          tags?: string[]
          thumbnail_url?: string | null
          title?: string
          transcript_vtt?: string | null
          updated_at?: string
          video_url?: string
        }
        Relationships: [
          {
            foreignKeyName: "videos_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "videos_series_id_fkey"
            columns: ["series_id"]
            isOneToOne: false
            referencedRelation: "series"
            referencedColumns: ["id"]
          },
        ]
      }
      visit_daily_counts: {
        Row: {
          day: string
          dimension: string
          hits: number
          value: string
        }
        Insert: {
          day: string
          dimension: string
          hits?: number
          value: string
        }
        Update: {
          day?: string
          dimension?: string
          hits?: number
          value?: string
        }
        Relationships: []
      }
      visit_daily_totals: {
        Row: {
          day: string
          views: number
          visitors: number
        }
        Insert: {
          day: string
          views?: number
          visitors?: number
        }
        Update: {
          day?: string
          views?: number
          visitors?: number
        }
        Relationships: []
      }
      visit_monthly_counts: {
        Row: {
          dimension: string
          hits: number
          month: string
          value: string
        }
        Insert: {
          dimension: string
          hits?: number
          month: string
          value: string
        }
        Update: {
          dimension?: string
          hits?: number
          month?: string
          value?: string
        }
        Relationships: []
      }
    }
    Views: {
      current_staff_role: {
        Row: {
          role: string | null
        }
        Insert: {
          role?: string | null
        }
        Update: {
          role?: string | null
        }
        Relationships: []
      }
      donation_totals: {
        Row: {
          currency: string | null
          fund: string | null
          gifts: number | null
          month: string | null
          total: number | null
        }
        Relationships: []
      }
      email_outbox_summary: {
        Row: {
          as_of: string | null
          checked_at: string | null
          failed: number | null
          last_failure: string | null
          oldest_waiting_at: string | null
          per_minute: number | null
          problem: string | null
          problem_detail: string | null
          sent_last_day: number | null
          waiting: number | null
        }
        Insert: {
          as_of?: never
          checked_at?: string | null
          failed?: never
          last_failure?: never
          oldest_waiting_at?: never
          per_minute?: number | null
          problem?: string | null
          problem_detail?: string | null
          sent_last_day?: never
          waiting?: never
        }
        Update: {
          as_of?: never
          checked_at?: string | null
          failed?: never
          last_failure?: never
          oldest_waiting_at?: never
          per_minute?: number | null
          problem?: string | null
          problem_detail?: string | null
          sent_last_day?: never
          waiting?: never
        }
        Relationships: []
      }
      newsletter_delivery: {
        Row: {
          failed: number | null
          issue_id: string | null
          queued: number | null
          sending: number | null
          sent: number | null
        }
        Relationships: []
      }
      testimonials_for_review: {
        Row: {
          country: string | null
          created_at: string | null
          email: string | null
          id: string | null
          is_approved: boolean | null
          name: string | null
          photo_url: string | null
          testimonial_text: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      answer_prayer: {
        Args: { token: string; story: string; country: string }
        Returns: Json
      }
      cancel_signup: {
        Args: { signup_id: string }
        Returns: Database["public"]["Tables"]["signups"]["Row"][]
      }
      claim_arrivals: {
        Args: { since: string }
        Returns: { batch_id: string; kind: string; items: number }[]
      }
      claim_outbox_emails: {
        Args: { worker: string; max_emails: number; lease_seconds: number; per_minute?: number; max_attempts?: number }
        Returns: { id: string; recipient: string; subject: string; html: string; text: string; headers: Json; attempts: number; interruptions: number }[]
      }
      create_donor_access_link: {
        Args: { email: string; token_hash: string; expires_at: string }
        Returns: undefined
      }
      create_signup_link: {
        Args: { booking_id: string; token_hash: string; expires_at: string }
        Returns: undefined
      }
      create_visit_link: {
        Args: { visit_id: string; token_hash: string; expires_at: string }
        Returns: undefined
      }
      decide_group_join_request: {
        Args: { request_id: string; accept: boolean }
        Returns: { id: string; status: string; name: string; email: string; phone: string; group_name: string; group_slug: string; day_of_week: number; meets_at: string; leader_first_name: string; address: string }[]
      }
      due_signup_reminders: {
        Args: Record<PropertyKey, never>
        Returns: { signup_id: string; booking_id: string; list_id: string; starts_at: string; name: string; email: string }[]
      }
      enqueue_emails: {
        Args: { emails: Json }
        Returns: { idempotency_key: string; id: string; is_new: boolean; status: string }[]
      }
      expire_prayer_requests: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      exported_files: {
        Args: Record<PropertyKey, never>
        Returns: { bucket_id: string; name: string }[]
      }
      exported_tables: {
        Args: Record<PropertyKey, never>
        Returns: { table_name: string; columns: string[]; key_columns: string[] }[]
      }
      knock_on_door: {
        Args: { door: string; client: string }
        Returns: number
      }
      mark_arrivals_mailed: {
        Args: { batch: string }
        Returns: undefined
      }
      mark_signups_reminded: {
        Args: { signup_ids: string[] }
        Returns: undefined
      }
      move_signup: {
        Args: { signup_id: string; new_start: string }
        Returns: { place: Database["public"]["CompositeTypes"]["signup_place"]; promoted: string[] }[]
      }
      open_follow_up: {
        Args: { of_kind: string; source: string; due: string }
        Returns: undefined
      }
      pray_for: {
        Args: { request_id: string; visitor_id: string }
        Returns: number
      }
      prayer_link: {
        Args: { token: string }
        Returns: Json
      }
      prayer_wall: {
        Args: Record<PropertyKey, never>
        Returns: { id: string; public_text: string; display_name: string; category: string; is_urgent: boolean; approved_at: string; prayed_count: number }[]
      }
      publish_site_content: {
        Args: { area: string; content: Json; draft_version: number; restored_from?: number }
        Returns: number
      }
      published_groups: {
        Args: Record<PropertyKey, never>
        Returns: { id: string; slug: string; name: string; kind: string; description: string; day_of_week: number; meets_at: string; zone: string; leader_first_name: string; capacity: number; members: number; is_full: boolean }[]
      }
      purge_audit_log: {
        Args: { as_of?: string }
        Returns: number
      }
      purge_signup_records: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      record_outbox_failure: {
        Args: { email_id: string; worker: string; error: string; retry_at?: string }
        Returns: boolean
      }
      record_outbox_sent: {
        Args: { email_id: string; message_id: string; smtp_response: string }
        Returns: boolean
      }
      record_page_view: {
        Args: { path: string; referrer?: string; screen_width?: number; teaching?: string }
        Returns: undefined
      }
      record_staff_action: {
        Args: { actor: string; action: string; target_table: string; target_id: string; target_label?: string }
        Returns: undefined
      }
      record_teaching_open: {
        Args: { teaching: string; path: string }
        Returns: undefined
      }
      release_outbox_emails: {
        Args: { worker: string; email_ids: string[] }
        Returns: number
      }
      request_to_join_group: {
        Args: { group_id: string; person: Json; message: string }
        Returns: Database["public"]["Tables"]["group_join_requests"]["Row"]
      }
      save_site_content_draft: {
        Args: { area: string; content: Json; base_version: number }
        Returns: { version: number; updated_at: string }[]
      }
      signup_availability: {
        Args: { list_ids: string[] }
        Returns: Json
      }
      spend_donor_access_link: {
        Args: { token_hash: string }
        Returns: { outcome: string; email: string }[]
      }
      spend_signup_link: {
        Args: { token_hash: string }
        Returns: { outcome: string; booking_id: string }[]
      }
      spend_visit_link: {
        Args: { token_hash: string }
        Returns: { outcome: string; visit_id: string }[]
      }
      start_data_export: {
        Args: { requester: string }
        Returns: Database["public"]["Tables"]["data_exports"]["Row"][]
      }
      start_statement_archive: {
        Args: { archive_year: number; requester: string }
        Returns: Database["public"]["Tables"]["statement_archives"]["Row"][]
      }
      take_signup_places: {
        Args: { list_id: string; starts: string[]; person: Json; answers: Json; link_hash: string; link_expires_at: string; client_address: string }
        Returns: Database["public"]["CompositeTypes"]["signup_place"][]
      }
      visit_ranking: {
        Args: { days: number; dimension: string; top?: number }
        Returns: { value: string; hits: number; title: string }[]
      }
      visit_totals: {
        Args: { days: number }
        Returns: { day: string; views: number; visitors: number }[]
      }
      withdraw_prayer: {
        Args: { token: string }
        Returns: Json
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      signup_place: {
        signup_id: string | null
        booking_id: string | null
        starts_at: string | null
        status: string | null
        waitlist_position: number | null
      }
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
